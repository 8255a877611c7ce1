import { render, toPlainText } from '@react-email/components';
import { createElement, type FunctionComponent } from 'react';
import type { EmailBody } from './messages';
import { templates } from './templates';

// React's HTML is HTML5; react-email's default XHTML 1.0 doctype would promise markup it is not.
const HTML5_DOCTYPE = '<!doctype html>';

/**
 * Both parts of a message from one render: the HTML, escaped by React, and the plain text made
 * from that HTML (headings keep their case; the brand line above the title is left out).
 */
export async function renderEmail(body: EmailBody): Promise<{ html: string; text: string }> {
  const Template = templates[body.template] as FunctionComponent<typeof body.props>;
  const html = (await render(createElement(Template, body.props))).replace(/^<!DOCTYPE[^>]*>/i, HTML5_DOCTYPE);
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { html, text };
}
