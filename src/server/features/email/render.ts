import { toPlainText } from '@react-email/components';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBody } from './messages';
import { templates } from './templates';

// React's HTML is HTML5; react-email's default XHTML 1.0 doctype would promise markup it is not.
const HTML5_DOCTYPE = '<!doctype html>';

/**
 * Both parts of a message from one render: the HTML, escaped by React, and the plain text made
 * from that HTML (headings keep their case; the brand line above the title is left out).
 *
 * React's synchronous renderer rather than react-email's render(): that one streams, and React's
 * streaming renderer runs in an AsyncLocalStorage, which from the first email on made Node track
 * every promise of the process (about 3% of each API request's CPU time). The templates never
 * suspend, so the markup is the same, less the hydration comments (<!--$-->) no mail reader uses.
 */
export async function renderEmail(body: EmailBody): Promise<{ html: string; text: string }> {
  const Template = templates[body.template] as FunctionComponent<typeof body.props>;
  const html = HTML5_DOCTYPE + renderToStaticMarkup(createElement(Template, body.props));
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { html, text };
}
