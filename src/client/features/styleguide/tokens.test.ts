import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourGroups, parseTokens, resolvedValue, tokenKind } from './tokens';

const css = fs.readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');

describe('the styleguide’s reading of tokens.css', () => {
  const tokens = parseTokens(css);

  it('finds every custom property, multi-line values included', () => {
    expect(tokens.length).toBe(css.match(/^\s*--[a-z0-9-]+\s*:/gm)!.length);
    expect(tokens.find((token) => token.name === '--shadow-gold')!.value).toMatch(/^0 0 0 3px color-mix\(.+\), 0 20px/);
    expect(tokens.find((token) => token.name === '--navy-950')!.value).toBe('#070c1a');
  });

  it('follows a role to the colour it names', () => {
    expect(resolvedValue(tokens, 'var(--link)')).toBe(tokens.find((token) => token.name === '--navy-700')!.value);
    expect(resolvedValue(tokens, 'var(--nothing)')).toBe('var(--nothing)');
  });

  it('sorts tokens into the page’s sections, every colour in one group', () => {
    expect(tokenKind('--text-sm')).toBe('type');
    expect(tokenKind('--space-4')).toBe('space');
    expect(tokenKind('--duration-fast')).toBe('motion');
    expect(tokenKind('--gold-500')).toBe('colour');
    const grouped = colourGroups(tokens).flatMap((group) => group.tokens);
    expect(grouped).toHaveLength(tokens.filter((token) => tokenKind(token.name) === 'colour').length);
  });
});
