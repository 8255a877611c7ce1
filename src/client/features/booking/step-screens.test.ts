import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEP_SCREEN_MODULES } from './wizard-screens';

// The server names a later step's code in its shell by these modules (ssr/renderer.ts); they must
// be the very files step-screens.ts imports, or the shell would preload the wrong code.
describe("the wizard's step screens", () => {
  it('are imported from the modules the server preloads', () => {
    const source = fs.readFileSync(new URL('./step-screens.ts', import.meta.url), 'utf8');
    const imported = Object.fromEntries(
      [...source.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('\.\/(\w+)'\)/g)].map(([, name, file]) => [
        name,
        `features/booking/${file}.tsx`,
      ]),
    );
    expect(imported).toEqual(STEP_SCREEN_MODULES);
    for (const file of Object.values(STEP_SCREEN_MODULES))
      expect(fs.existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
  });
});
