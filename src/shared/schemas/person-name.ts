// The rule for a person's name apart from the schemas (auth.ts, whose personName applies it) so
// that the booking wizard, whose always-loaded rules check the account's name, does not load zod.

export const MAX_NAME = 120;

export const NAME_HAS_CONTROL_CHARACTERS = 'A name cannot contain line breaks, tabs or other control characters';

/**
 * C0 and C1 controls (line feed, carriage return, tab, NUL...), the Unicode line and paragraph
 * separators, and the bidirectional overrides and isolates: a name is printed inside emails,
 * agreements and admin lists, where such a character would start a line of its own or make the
 * text read otherwise than it is stored.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether personName accepts the characters of the value once trimmed (its length and blankness aside). */
export const isPrintableName = (value: string): boolean => !CONTROL_CHARACTER.test(value.trim());
