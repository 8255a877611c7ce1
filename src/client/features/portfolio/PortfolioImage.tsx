// Keep in step with WIDTHS in scripts/build-images.mjs, which renders these files.
const RASTER_WIDTHS = [480, 800, 1200] as const;
// Only the seeded mock-ups have raster renderings; an image an admin uploads is shown as it is.
const MOCKUP = /^\/images\/portfolio\/([a-z0-9-]+)\.svg$/;

const srcSet = (name: string, format: 'avif' | 'webp') =>
  RASTER_WIDTHS.map((width) => `/images/portfolio/${name}-${width}.${format} ${width}w`).join(', ');

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
  const name = MOCKUP.exec(src)?.[1];
  const image = (
    <img
      src={name ? `/images/portfolio/${name}-800.webp` : src}
      alt={alt}
      width={1200}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
  if (!name) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
