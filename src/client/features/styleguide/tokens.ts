export interface Token {
  name: string;
  value: string;
}

export type TokenKind = 'colour' | 'font' | 'type' | 'space' | 'radius' | 'shadow' | 'motion';

const KIND_BY_PREFIX: [RegExp, TokenKind][] = [
  [/^--font/, 'font'],
  [/^--(text|leading|tracking)-/, 'type'],
  [/^--(space-|content-width)/, 'space'],
  [/^--radius/, 'radius'],
  [/^--shadow/, 'shadow'],
  [/^--(ease|duration)/, 'motion'],
];

export const tokenKind = (name: string): TokenKind =>
  KIND_BY_PREFIX.find(([pattern]) => pattern.test(name))?.[1] ?? 'colour';

/**
 * The custom properties of tokens.css in the order they are written, so the styleguide lists every
 * token without a second copy of the values to keep in step.
 */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    value: value!.replace(/\s+/g, ' ').trim(),
  }));
}

/** A role token ('--link: var(--navy-700)') followed to the value it ends at. */
export function resolvedValue(tokens: readonly Token[], value: string): string {
  const seen = new Set<string>();
  let current = value;
  for (let match = current.match(/^var\((--[a-z0-9-]+)\)$/); match && !seen.has(match[1]!);) {
    seen.add(match[1]!);
    const next = tokens.find((token) => token.name === match![1]);
    if (!next) break;
    current = next.value;
    match = current.match(/^var\((--[a-z0-9-]+)\)$/);
  }
  return current;
}

const COLOUR_FAMILIES: [string, RegExp][] = [
  ['Navy', /^--navy-/],
  ['Gold', /^--gold-/],
  ['States', /^--(green|red|amber|blue|violet|signal)/],
  ['Roles', /^--(link|focus|overlay)/],
];

/** Colour tokens grouped as the palette is read: brand families, neutrals, states, roles. */
export function colourGroups(tokens: readonly Token[]): { title: string; tokens: Token[] }[] {
  const colours = tokens.filter((token) => tokenKind(token.name) === 'colour');
  const familyOf = (name: string) => COLOUR_FAMILIES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'Neutrals';
  return ['Navy', 'Gold', 'Neutrals', 'States', 'Roles']
    .map((title) => ({ title, tokens: colours.filter((token) => familyOf(token.name) === title) }))
    .filter((group) => group.tokens.length > 0);
}
