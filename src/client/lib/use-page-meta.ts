import { useEffect } from 'react';
import type { PageMeta } from '../../shared/seo';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Keeps the title and description tags right after client-side navigation (the server sets them on load). */
export function usePageMeta(meta: PageMeta) {
  useEffect(() => {
    document.title = meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', location.href);
    if (!meta.noindex) return;
    setMeta('name', 'robots', 'noindex');
    // The next page, reached without a reload, is indexable again.
    return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, [meta.title, meta.description, meta.noindex]);
}
