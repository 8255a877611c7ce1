// The backup feature as the others see it: they import it from here, never from its files (decision 035).
export { backup, restore } from './service';
