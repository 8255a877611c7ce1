import { randomBytes } from 'node:crypto';

/**
 * The ids that customers see and pages carry (`ord_…`, `agr_…`, `slot_…`, `conv_…`): 96 random
 * bits, so that none can be guessed or walked. Never a proof on its own (docs/decisions/033).
 */
export const newId = (prefix: 'ord' | 'rcpt' | 'agr' | 'add' | 'slot' | 'conv') =>
  `${prefix}_${randomBytes(12).toString('hex')}`;
