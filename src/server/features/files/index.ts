// The files feature as the others see it: they import it from here, never from its files (decision 035).
export { filesRoutes, readUpload, sendStoredFile } from './rest';
export { FILE_MESSAGES, storeFile, storeFiles } from './service';
export type { IncomingFile } from './service';
