import { BRAND } from '../../shared/brand';
import type { PageMeta } from '../../shared/seo';

const escapeAttr = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The head tags link previews and crawlers read without running JavaScript. */
export function headTags(meta: PageMeta, publicUrl: string, pathname: string): string {
  const url = `${publicUrl}${pathname}`;
  const title = escapeAttr(meta.title);
  const description = escapeAttr(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    `<meta property="og:site_name" content="${escapeAttr(BRAND.name)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(`${publicUrl}/images/og-default.png`)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
}

/** JSON inside a script element: `<` is escaped so no string in the data can close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
