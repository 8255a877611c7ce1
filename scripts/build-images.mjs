// Renders each portfolio mock-up (public/images/portfolio/*.svg) and each landing example
// (public/images/examples/*.svg) to AVIF and WebP at a few widths, next to the SVG, so pages can
// serve <picture> sources a phone decodes quickly instead of the full vector drawing (an SVG with
// text is laid out like a page, fonts looked up and all, on the main thread). Run `npm run images`
// after adding or changing one; commit the output.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const DIRS = ['public/images/portfolio', 'public/images/examples'];
// Keep in step with RASTER_WIDTHS in src/client/features/portfolio/PortfolioImage.tsx.
const WIDTHS = [480, 800, 1200];

const svgs = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ dir, file })),
);
for (const { dir, file } of svgs) {
  const name = file.slice(0, -'.svg'.length);
  // Rasterised at the largest width once; each size is a resize of that, sharper than re-rendering.
  const source = await sharp(join(dir, file), { density: 144 })
    .resize({ width: Math.max(...WIDTHS) })
    .png()
    .toBuffer();
  for (const width of WIDTHS) {
    const resized = sharp(source).resize({ width });
    await resized
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(join(dir, `${name}-${width}.avif`));
    await resized
      .clone()
      .webp({ quality: 70, effort: 6 })
      .toFile(join(dir, `${name}-${width}.webp`));
  }
}
console.log(`Rendered ${svgs.length} drawings at ${WIDTHS.join(', ')} px as AVIF and WebP.`);
