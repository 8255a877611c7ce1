import { INTERACTION_HEAD_SCRIPT } from './first-interaction';
import { FONTS_HEAD_SCRIPT } from './fonts';

/** The page's one inline script, run in the head before the first paint; the CSP allows it by its hash. */
export const HEAD_SCRIPT = FONTS_HEAD_SCRIPT + INTERACTION_HEAD_SCRIPT;
