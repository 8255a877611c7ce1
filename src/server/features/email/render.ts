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
 *
 * A body no template of today's can show throws, so the outbox keeps the message and tries again
 * rather than sending it wrong (decision 052).
 */
export async function renderEmail(body: EmailBody): Promise<{ html: string; text: string }> {
  if (!Object.hasOwn(templates, body.template)) throw new Error(`no email template is named ${body.template}`);
  const Template = templates[body.template] as FunctionComponent<typeof body.props>;
  const html = HTML5_DOCTYPE + renderToStaticMarkup(createElement(Template, body.props));
  const missing = missingValueIn(html, body.props);
  if (missing) throw new Error(`the ${body.template} email would say "${missing}": its props lack a value it shows`);
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { html, text };
}

/** What a template writes for a prop that is not there, or not text. */
const MISSING_VALUE = /\b(?:undefined|null|NaN)\b|\[object Object\]/g;

/** The first such word in the message that none of its props says (a customer may write "null"). */
function missingValueIn(html: string, props: object): string | undefined {
  const said = textsOf(props).join('\n');
  return html.match(MISSING_VALUE)?.find((word) => !said.includes(word));
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];
