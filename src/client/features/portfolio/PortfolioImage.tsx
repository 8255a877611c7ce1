// Keep in step with WIDTHS in scripts/build-images.mjs, which renders these files.
const RASTER_WIDTHS = [480, 800, 1200] as const;
// Only the seeded mock-ups and landing examples have raster renderings; an image an admin uploads
// is shown as it is.
const MOCKUP = /^(\/images\/(?:portfolio|examples)\/[a-z0-9-]+)\.svg$/;

const srcSet = (base: string, format: 'avif' | 'webp') =>
  RASTER_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');

/**
 * A portfolio mock-up as AVIF or WebP at the width the layout needs (`sizes`), 3:2 and sized up
 * front so nothing moves when it arrives. `priority` is for the one image that is the page's
 * largest paint; every other image loads lazily.
 */
export function PortfolioImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const base = MOCKUP.exec(src)?.[1];
  const image = (
    <img
      src={base ? `${base}-800.webp` : src}
      alt={alt}
      width={1200}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
  if (!base) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(base, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(base, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
