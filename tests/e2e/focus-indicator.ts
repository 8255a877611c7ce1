import type { Page } from '@playwright/test';

/** What a keyboard user sees at one focus stop. */
export interface FocusStop {
  /** The focused element, as a person would name it (`button "Next Step"`). */
  label: string;
  /** The focus ring's width in CSS pixels (0: none). */
  ringWidth: number;
  /** The ring's contrast with the surface it is drawn on (WCAG 1.4.11: 3 or more). */
  contrast: number;
}

/**
 * Reads the focused element's ring (its outline, which every focus style of the design system
 * draws) and the surface behind the ring: the element's own background when the ring is drawn
 * inside it (a negative offset), otherwise what lies behind the element, found by compositing the
 * backgrounds of its ancestors over the white page. A gradient counts by its worst colour.
 * Runs in the page: self-contained.
 */
function measureFocus(): FocusStop | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  type Rgba = [number, number, number, number];
  // Computed colours come as rgb()/rgba(), or as color(srgb …) in 0-1 units where color-mix made them.
  const parse = (color: string): Rgba[] =>
    [...color.matchAll(/rgba?\(([^)]+)\)|color\(srgb ([^)]+)\)/g)].map(([, rgb, srgb]) => {
      const [r, g, b, a] = (rgb ?? srgb)!
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
      const scale = rgb ? 1 : 255;
      return [r! * scale, g! * scale, b! * scale, a ?? 1];
    });
  // background-image's layers, split at the commas between them (not those inside a colour).
  const imagesOf = (images: string) => {
    const found: string[] = [];
    let depth = 0;
    let start = 0;
    for (let index = 0; index < images.length; index += 1) {
      if (images[index] === '(') depth += 1;
      else if (images[index] === ')') depth -= 1;
      else if (images[index] === ',' && depth === 0) {
        found.push(images.slice(start, index));
        start = index + 1;
      }
    }
    return [...found, images.slice(start)];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  const style = getComputedStyle(element);
  const ringWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  // The surfaces behind the ring, topmost first, down to the first opaque one.
  const layers: { stops: Rgba[]; glow: boolean }[] = [];
  let node: Element | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
  while (node) {
    const background = getComputedStyle(node);
    const color = parse(background.backgroundColor)[0] ?? [0, 0, 0, 0];
    // An element's images are painted over its background colour, the first listed on top; a
    // gradient's colours are each a surface the ring may cross.
    for (const image of imagesOf(background.backgroundImage)) {
      const stops = parse(image);
      if (stops.length > 0) layers.push({ stops, glow: stops.some((stop) => stop[3] < 1) });
    }
    if (color[3] > 0) layers.push({ stops: [color], glow: false });
    if (layers.at(-1)?.stops.every((stop) => stop[3] === 1)) break;
    node = node.parentElement;
  }
  // Flat colours cover the whole element, so they stack; a translucent gradient (a glow) peaks in
  // one place, so glows are taken one at a time over the rest, not all at their peaks at once.
  const white: Rgba = [255, 255, 255, 1];
  const withGlow = (glow: number | null) =>
    layers.reduceRight<Rgba[]>(
      (below, layer, index) =>
        layer.glow && index !== glow ? below : layer.stops.flatMap((top) => below.map((bottom) => over(top, bottom))),
      [white],
    );
  const glows = layers.flatMap((layer, index) => (layer.glow ? [index] : []));
  const surfaces = [null, ...glows].flatMap(withGlow);
  const ring = over(parse(style.outlineColor)[0] ?? white, surfaces[0]!);
  const name =
    element.getAttribute('aria-label') ??
    ((element as HTMLInputElement).labels?.[0]?.textContent ||
      element.textContent ||
      element.getAttribute('placeholder') ||
      '');
  return {
    label: `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
    ringWidth,
    contrast: Math.min(...surfaces.map((surface) => ratio(ring, surface))),
  };
}

/** The focus stop the keyboard is on now. */
export const focusStop = (page: Page) => page.evaluate(measureFocus);
