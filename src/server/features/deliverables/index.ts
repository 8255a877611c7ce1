// The deliverables feature as the others see it (decision 035).
export { deliverablesRouter } from './router';
