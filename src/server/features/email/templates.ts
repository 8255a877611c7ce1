import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TOKEN_TTL_MS } from '../../../shared/rules';
import { BRAND } from '../../../shared/brand';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import type { OutgoingEmail } from './service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, extraHtml = ''): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#c9a227;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#8a6d12">${escapeHtml(BRAND.name)}</p><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${extraHtml}${button}<p style="margin:32px 0 0;font-size:13px;color:#5b6475">${escapeHtml(BRAND.name)} · ${escapeHtml(BRAND.supportEmail)}</p></body></html>`;
}

/** An HTML part for a message written as plain text only: paragraphs, with links left as text. */
export const htmlFromText = (subject: string, text: string) => layout(subject, text.trim().split(/\n{2,}/));

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
    secretLink: true,
  };
}

export interface MeetingEmailInput {
  to: string;
  name: string;
  date: string;
  time: string;
  startsAt: Date;
  zoom: { meetingUrl: string; meetingId: string; passcode: string };
}

const MEETING_MINUTES = 45;

function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** An iCalendar invite (RFC 5545) for the consultation, in UTC so every calendar places it right. */
export function meetingInvite(input: MeetingEmailInput, uid: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST'): string {
  const end = new Date(input.startsAt.getTime() + MEETING_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Goldline Studio//Consultations//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsStamp(new Date())}`,
    `DTSTART:${icsStamp(input.startsAt)}`,
    `DTEND:${icsStamp(end)}`,
    'SUMMARY:Website consultation with Goldline Studio',
    `DESCRIPTION:Join on Zoom: ${input.zoom.meetingUrl}\\nMeeting ID: ${input.zoom.meetingId}\\nPasscode: ${input.zoom.passcode}`,
    `LOCATION:${input.zoom.meetingUrl}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** `manageLink` changes or cancels the booking without signing in; it is a secret of the recipient. */
export function meetingDetailsEmail(
  input: MeetingEmailInput,
  when: string,
  uid: string,
  manageLink: string | null,
): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    `Your free consultation is booked for ${when}. It takes 30-45 minutes.`,
    `Join on Zoom: ${input.zoom.meetingUrl} (Meeting ID ${input.zoom.meetingId}, passcode ${input.zoom.passcode}). The attached invite adds it to your calendar.`,
    manageLink
      ? `Need another time? Change or cancel your booking here: ${manageLink} (keep this link to yourself: it works without signing in).`
      : 'Need another time? Reply to this email or cancel from your dashboard.',
  ];
  return {
    to: input.to,
    subject: `Your Zoom consultation: ${when}`,
    text: lines.join('\n\n'),
    html: layout('Your Zoom consultation is booked', lines, { label: 'Join the meeting', url: input.zoom.meetingUrl }),
    ...(manageLink ? { link: manageLink, secretLink: true } : {}),
    attachments: [
      {
        filename: 'consultation.ics',
        content: meetingInvite(input, uid),
        contentType: 'text/calendar; method=REQUEST',
      },
    ],
  };
}

export function adminBookingNotice(to: string, input: MeetingEmailInput, when: string): OutgoingEmail {
  const lines = [`${input.name} (${input.to}) booked a Zoom consultation for ${when}.`];
  return {
    to,
    subject: `New Zoom booking: ${input.name}, ${when}`,
    text: lines.join('\n\n'),
    html: layout('New Zoom booking', lines),
  };
}

export function meetingCancelledEmail(
  input: MeetingEmailInput,
  when: string,
  uid: string,
  reason: string,
): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    `Your consultation on ${when} has been cancelled: ${reason}`,
    'You can book a new time on our website whenever suits you.',
  ];
  return {
    to: input.to,
    subject: `Cancelled: your Zoom consultation on ${when}`,
    text: lines.join('\n\n'),
    html: layout('Your consultation was cancelled', lines),
    attachments: [
      {
        filename: 'consultation-cancelled.ics',
        content: meetingInvite(input, uid, 'CANCEL'),
        contentType: 'text/calendar; method=CANCEL',
      },
    ],
  };
}

export interface ReceiptInput {
  to: string;
  name: string;
  orderId: string;
  /** The receipt number. */
  receiptId: string;
  description: string;
  items: { description: string; quantity: number; amount: string }[];
  /** The total, or FREE. */
  amount: string;
  /** "Card (Stripe)", "PayPal". */
  paymentMethod: string;
  paidAt: Date;
  /** What has been paid back since, when anything has. */
  refunded: string | null;
  /** The order page of a plan (uploads, contract), or Billing for anything else. */
  link: string;
}

/** The receipt's facts, one per line, in the order a bookkeeper reads them. */
export function receiptFacts(input: ReceiptInput): [string, string][] {
  return [
    ['Receipt number', input.receiptId],
    ['Date', input.paidAt.toUTCString()],
    ['Order', input.orderId],
    ...input.items.map((item): [string, string] => [
      'Item',
      `${item.description}${item.quantity > 1 ? ` (x${item.quantity})` : ''}: ${item.amount}`,
    ]),
    ['Amount paid', `${input.amount} (one-time, no monthly subscription)`],
    ['Payment method', input.paymentMethod],
    ...(input.refunded ? [['Refunded', input.refunded] as [string, string]] : []),
  ];
}

export function receiptEmail(input: ReceiptInput): OutgoingEmail {
  const facts = receiptFacts(input);
  const plan = input.link.includes('/file-upload-contract');
  const lines = [
    `Hi ${input.name},`,
    `Thank you for your purchase. This is your receipt.`,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    'You can request a full refund within 24 hours of purchase; after that all sales are final.',
    plan
      ? 'Next: upload your project files and review your service agreement on your order page.'
      : 'Your receipts are also in Billing on your dashboard, ready to print.',
  ];
  const table = `<table style="border-collapse:collapse;margin:0 0 16px">${facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  return {
    to: input.to,
    subject: `Your receipt for ${input.description}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: layout(
      'Payment received',
      [lines[0]!, lines[1]!],
      { label: plan ? 'Open your order page' : 'Open Billing', url: input.link },
      `${table}<p style="margin:0 0 16px">${escapeHtml(lines[3]!)}</p><p style="margin:0 0 16px">${escapeHtml(lines[4]!)}</p>`,
    ),
    link: input.link,
  };
}

export function adminOrderNotice(to: string, input: ReceiptInput): OutgoingEmail {
  const lines = [
    `New order ${input.orderId}: ${input.description} for ${input.amount}.`,
    `Customer: ${input.name} <${input.to}>.`,
  ];
  return {
    to,
    subject: `New order: ${input.description} (${input.amount})`,
    text: lines.join('\n\n'),
    html: layout('New order', lines),
  };
}

export interface RefundNotice {
  to: string;
  name: string;
  orderId: string;
  /** "Refunded $300 in full", "Refunded $100 of $150". */
  summary: string;
  /** What the refund took back: "the plan is back from Pro to Starter", "nothing reverted: ...". */
  reverted: string;
  /** The plan itself went back: the customer is leaving, not adjusting an order. */
  planWithdrawn: boolean;
}

export function refundEmail(refund: RefundNotice): OutgoingEmail {
  const lines = [
    `Hi ${refund.name},`,
    `${refund.summary} for your order ${refund.orderId}; ${refund.reverted}.`,
    PAYMENT_MESSAGES.refundTiming,
    ...(refund.planWithdrawn
      ? ['We are sorry to see you go. If you change your mind, our plans are always one click away.']
      : []),
  ];
  return {
    to: refund.to,
    subject: `Refund issued for order ${refund.orderId}`,
    text: lines.join('\n\n'),
    html: layout('Refund issued', lines),
  };
}

/** A message from the team (a reply or a new message from the admin area), also shown in the dashboard. */
export function teamMessageEmail(
  to: string,
  name: string,
  subject: string,
  message: string,
  dashboardUrl: string,
): OutgoingEmail {
  const lines = [`Hi ${name},`, message, 'You can read and answer our messages in your dashboard.'];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${dashboardUrl}\n`,
    html: layout(subject, lines, { label: 'Open your dashboard', url: dashboardUrl }),
    link: dashboardUrl,
  };
}

export function fileFromTeamEmail(
  to: string,
  name: string,
  filename: string,
  note: string | null,
  dashboardUrl: string,
): OutgoingEmail {
  const lines = [
    `Hi ${name},`,
    `Our team sent you a file: ${filename}.`,
    ...(note ? [note] : []),
    'Download it from the Files tab of your dashboard.',
  ];
  return {
    to,
    subject: `A new file from our team: ${filename}`,
    text: `${lines.join('\n\n')}\n\n${dashboardUrl}\n`,
    html: layout('A new file for you', lines, { label: 'Open your files', url: dashboardUrl }),
    link: dashboardUrl,
  };
}

export interface UpgradeOffer {
  name: string;
  price: string;
  features: readonly string[];
}

/** Spec part 2 §4: completing a project triggers the upgrade workflow, with an optional upgrade-options email. */
export function projectCompletedEmail(
  to: string,
  name: string,
  notes: string | null,
  offers: UpgradeOffer[],
  dashboardUrl: string,
): OutgoingEmail {
  const lines = [
    `Hi ${name},`,
    'Your website project is complete. Thank you for building it with us!',
    ...(notes ? [`Notes from the team: ${notes}`] : []),
    'You have 30 days of free support from today: write to us from your dashboard any time.',
    ...(offers.length
      ? [
          'Ready for more? You can upgrade any time and pay only the difference:',
          ...offers.map((offer) => `${offer.name} for ${offer.price}: ${offer.features.join(', ')}`),
        ]
      : ['You are on our top plan, so every feature we offer is already yours.']),
  ];
  return {
    to,
    subject: 'Your website project is complete',
    text: `${lines.join('\n\n')}\n\n${dashboardUrl}\n`,
    html: layout('Your project is complete', lines, {
      label: offers.length ? 'See upgrade options' : 'Open your dashboard',
      url: dashboardUrl,
    }),
    link: dashboardUrl,
  };
}

/** An account the team created: the customer chooses their own password through the link. */
export function accountCreatedEmail(to: string, name: string, planName: string | null, link: string): OutgoingEmail {
  const lines = [
    `Hi ${name},`,
    planName
      ? `Our team has set up your account with the ${planName} plan.`
      : 'Our team has set up an account for you.',
    'Choose your own password with the link below (it works once and lasts 7 days), then sign in to your dashboard to follow your project, send files and message us.',
  ];
  return {
    to,
    subject: 'Your account is ready',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Your account is ready', lines, { label: 'Choose your password', url: link }),
    link,
    secretLink: true,
  };
}

/** A chat nobody answered within a minute, for the admins (spec part 2: nothing a customer writes is lost). */
export function chatTranscriptEmail(
  to: string,
  name: string,
  email: string,
  transcript: string,
  inboxUrl: string,
): OutgoingEmail {
  const lines = [
    `${name} <${email}> started a live chat and nobody accepted it within a minute.`,
    'The conversation is in the admin inbox; reply from there or by email.',
    transcript || '(no message yet)',
  ];
  return {
    to,
    subject: `Unanswered live chat from ${name}`,
    text: `${lines.join('\n\n')}\n\n${inboxUrl}\n`,
    html: layout('Unanswered live chat', lines, { label: 'Open the inbox', url: inboxUrl }),
    link: inboxUrl,
  };
}

export function passwordChangedEmail(to: string, name: string, loginUrl: string): OutgoingEmail {
  const lines = [
    `Hi ${name},`,
    'The password of your account was just changed, and every other device was signed out.',
    'If this was not you, reset your password now with "Forgot Password?" on the sign-in page and write to us.',
  ];
  return {
    to,
    subject: 'Your password was changed',
    text: `${lines.join('\n\n')}\n\n${loginUrl}\n`,
    html: layout('Your password was changed', lines, { label: 'Sign in', url: loginUrl }),
    link: loginUrl,
  };
}

/** Proves the address of a new account (issue 18: nothing earlier under it is shown until then). */
export function emailVerificationEmail(to: string, name: string, link: string): OutgoingEmail {
  const days = Math.round(EMAIL_VERIFICATION_TTL_MS / 86_400_000);
  const lines = [
    `Hi ${name},`,
    'Please confirm that this is your email address with the link below.',
    `Once it is confirmed, your dashboard also shows what was booked, bought or asked under this address before you signed up. The link works once and lasts ${days} days. If you did not create an account, you can ignore this email.`,
  ];
  return {
    to,
    subject: 'Confirm your email address',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Confirm your email address', lines, { label: 'Confirm my email address', url: link }),
    link,
    secretLink: true,
  };
}

/** An admin's reminder of a charge awaiting payment, with the way to pay it. */
export function paymentLinkEmail(input: {
  to: string;
  name: string;
  description: string;
  amount: string;
  link: string;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    `${input.description} (${input.amount}) is still awaiting payment.`,
    'You can pay it from the Billing section of your dashboard; sign in with this email address to see it.',
  ];
  return {
    to: input.to,
    subject: `Payment awaiting: ${input.description}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: layout('A payment is waiting', lines, { label: 'Pay now', url: input.link }),
    link: input.link,
  };
}
