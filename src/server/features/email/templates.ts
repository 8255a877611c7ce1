import { PASSWORD_RESET_TOKEN_TTL_MS } from '../../../shared/rules';
import type { OutgoingEmail } from './service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#c9a227;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}</body></html>`;
}

export function passwordResetEmail(to: string, name: string, link: string): OutgoingEmail {
  const minutes = Math.round(PASSWORD_RESET_TOKEN_TTL_MS / 60000);
  const lines = [
    `Hi ${name},`,
    'We received a request to reset the password of your account. Use the link below to choose a new one.',
    `The link works once and expires in ${minutes} minutes. If you did not ask for this, you can ignore this email; your password stays the same.`,
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url: link }),
    link,
  };
}
