import type { ComponentProps } from 'react';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TOKEN_TTL_MS } from '../../../shared/rules';
import { googleCalendarLink } from './calendar-invite';
import { oneLine } from './one-line';
import type { OutgoingEmail } from './service';
import type { templates } from './templates';
import type { ZoomDetails } from './templates/meetings';
import type { UpgradeOffer } from './templates/team';

export type { UpgradeOffer };

type Templates = typeof templates;

/** A message's body: one of ./templates and its props, rendered to HTML and text when it is sent. */
export type EmailBody = {
  [Name in keyof Templates]: { template: Name; props: ComponentProps<Templates[Name]> };
}[keyof Templates];

/** A message written as plain text only (a customer's note to the team), in the brand's frame. */
export const plainEmail = (to: string, subject: string, text: string): OutgoingEmail => ({
  to,
  subject,
  body: { template: 'PlainMessage', props: { title: subject, text } },
});

export function passwordResetEmail(to: string, name: string, link: string): OutgoingEmail {
  const minutes = Math.round(PASSWORD_RESET_TOKEN_TTL_MS / 60000);
  return {
    to,
    subject: 'Reset your password',
    body: { template: 'PasswordReset', props: { name, link, minutes } },
    link,
    secretLink: true,
  };
}

export interface MeetingEmailInput {
  to: string;
  name: string;
  startsAt: Date;
  zoom: ZoomDetails;
  /** The zone the person booked from, for the time in their own terms; null when unknown. */
  timeZone: string | null;
  /** The booking's calendar event: a move keeps the UID and raises the sequence. */
  calendar: { uid: string; sequence: number };
}

const PACIFIC = 'America/Los_Angeles';
const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/**
 * When a meeting is, as every meeting email states it: with its weekday, in the zone the person
 * booked from, and the studio's Pacific time beside it when that reads differently, its day too
 * when it is another day here: "Tuesday, December 1, 2026 at 1:30 PM EST (10:30 AM PST, our time)".
 */
function meetingWhen({ startsAt, timeZone }: Pick<MeetingEmailInput, 'startsAt' | 'timeZone'>): string {
  const at = (zone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(startsAt);
  const full = (zone: string) => at(zone, { ...DAY, year: 'numeric', ...CLOCK });
  const ours = full(PACIFIC);
  if (!timeZone || full(timeZone) === ours) return ours;
  const ourDay = at(timeZone, DAY) === at(PACIFIC, DAY) ? '' : `${at(PACIFIC, DAY)} at `;
  return `${full(timeZone)} (${ourDay}${at(PACIFIC, CLOCK)}, our time)`;
}

const invite = (input: MeetingEmailInput, method: 'REQUEST' | 'CANCEL', sequence: number) => ({
  filename: method === 'CANCEL' ? 'consultation-cancelled.ics' : 'consultation.ics',
  contentType: `text/calendar; method=${method}`,
  invite: {
    startsAt: input.startsAt.toISOString(),
    zoom: input.zoom,
    uid: input.calendar.uid,
    sequence,
    method,
    attendee: { name: oneLine(input.name), email: input.to },
  },
});

/** `manageLink` changes or cancels the booking without signing in; it is a secret of the recipient. */
export function meetingDetailsEmail(input: MeetingEmailInput, manageLink: string | null, moved = false): OutgoingEmail {
  const when = meetingWhen(input);
  return {
    to: input.to,
    subject: `${moved ? 'Your Zoom consultation has moved' : 'Your Zoom consultation'}: ${when}`,
    body: {
      template: 'MeetingDetails',
      props: {
        moved,
        name: input.name,
        when,
        zoom: input.zoom,
        manageLink,
        calendarLink: googleCalendarLink(input),
      },
    },
    ...(manageLink ? { link: manageLink, secretLink: true } : {}),
    attachments: [invite(input, 'REQUEST', input.calendar.sequence)],
  };
}

/** "24 hours", "1 hour", "2 days", "90 minutes": how long before the meeting a reminder goes. */
function timeBefore(minutes: number): string {
  const [count, unit] =
    minutes % 1440 === 0 && minutes > 1440
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A reminder this long before a meeting asks "Still coming?"; a later one would ask too late to help. */
const ASKS_TO_CONFIRM_MINUTES = 180;

/**
 * A reminder `minutesBefore` the meeting, with the same manage link as the booking's details. An
 * early one asks the person to confirm: its link opens the booking's page, whose button confirms.
 */
export function meetingReminderEmail(
  input: MeetingEmailInput,
  manageLink: string | null,
  minutesBefore: number,
): OutgoingEmail {
  const when = meetingWhen(input);
  return {
    to: input.to,
    subject: `Reminder: your Zoom consultation in ${timeBefore(minutesBefore)}, on ${when}`,
    body: {
      template: 'MeetingReminder',
      props: {
        name: input.name,
        when,
        startsIn: timeBefore(minutesBefore),
        confirmLink: manageLink && minutesBefore >= ASKS_TO_CONFIRM_MINUTES ? `${manageLink}&confirm=1` : null,
        zoom: input.zoom,
        manageLink,
        calendarLink: googleCalendarLink(input),
      },
    },
    ...(manageLink ? { link: manageLink, secretLink: true } : {}),
  };
}

/** For the studio: the time in Pacific, ours. */
export function adminBookingNotice(to: string, input: MeetingEmailInput): OutgoingEmail {
  const when = meetingWhen({ startsAt: input.startsAt, timeZone: null });
  return {
    to,
    subject: `New Zoom booking: ${input.name}, ${when}`,
    body: { template: 'AdminBookingNotice', props: { name: input.name, email: input.to, when } },
  };
}

/** The cancellation carries the booking's UID with a higher sequence, so calendars remove the event. */
export function meetingCancelledEmail(input: MeetingEmailInput, reason: string): OutgoingEmail {
  const when = meetingWhen(input);
  return {
    to: input.to,
    subject: `Cancelled: your Zoom consultation on ${when}`,
    body: { template: 'MeetingCancelled', props: { name: input.name, when, reason } },
    attachments: [invite(input, 'CANCEL', input.calendar.sequence + 1)],
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

/** "December 7, 2026 at 5:55 AM UTC": a receipt's moment, named in words and unambiguous. */
const receiptDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** The receipt's facts, one per line, in the order a bookkeeper reads them. */
function receiptFacts(input: ReceiptInput): [string, string][] {
  return [
    ['Receipt number', input.receiptId],
    ['Date', `${receiptDate.format(input.paidAt)} UTC`],
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
  const plan = input.link.includes('/file-upload-contract');
  return {
    to: input.to,
    subject: `Your receipt for ${input.description}`,
    body: { template: 'Receipt', props: { name: input.name, facts: receiptFacts(input), link: input.link, plan } },
    link: input.link,
  };
}

/** Several notices of one admin's window in one email (admin-notices.ts), newest last. */
export function adminDigestEmail(
  to: string,
  items: { summary: string; link: string | null }[],
  adminUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: `${items.length} updates from your site`,
    body: { template: 'AdminDigest', props: { items, adminUrl } },
    link: adminUrl,
  };
}

export function adminOrderNotice(to: string, input: ReceiptInput): OutgoingEmail {
  const { orderId, description, amount, name } = input;
  return {
    to,
    subject: `New order: ${input.description} (${input.amount})`,
    body: { template: 'AdminOrderNotice', props: { orderId, description, amount, name, email: input.to } },
  };
}

export type RefundNotice = { to: string } & ComponentProps<Templates['Refund']>;

/** An admin voided the customer's signature: they are asked to sign again, and told why. */
export function agreementVoidedEmail({
  to,
  ...props
}: {
  to: string;
  name: string;
  reason: string;
  link: string;
}): OutgoingEmail {
  return {
    to,
    subject: 'Please sign your service agreement again',
    body: { template: 'AgreementVoided', props },
    link: props.link,
  };
}

/** The team issued an addendum to the customer's signed agreement: the change, and where to sign it. */
export function addendumIssuedEmail({
  to,
  ...props
}: {
  to: string;
  name: string;
  number: number;
  change: string;
  link: string;
}): OutgoingEmail {
  return {
    to,
    subject: `Please sign addendum ${props.number} to your service agreement`,
    body: { template: 'AgreementAddendum', props },
    link: props.link,
  };
}

export function adminAddendumSignedNotice(
  to: string,
  props: { customer: string; number: number; agreementId: string; orderId: string },
): OutgoingEmail {
  return {
    to,
    subject: `Addendum ${props.number} signed: ${props.customer}`,
    body: { template: 'AdminAddendumSigned', props },
  };
}

export function refundEmail({ to, ...props }: RefundNotice): OutgoingEmail {
  return { to, subject: `Refund issued for order ${props.orderId}`, body: { template: 'Refund', props } };
}

/** A message from the team (a reply or a new message from the admin area), also shown in the dashboard. */
export function teamMessageEmail(
  to: string,
  name: string,
  subject: string,
  message: string,
  dashboardUrl: string,
): OutgoingEmail {
  return {
    to,
    subject,
    body: { template: 'TeamMessage', props: { name, subject, message, dashboardUrl } },
    link: dashboardUrl,
  };
}

/** A deliverable posted for the customer's review, with its preview link when it has one. */
export function deliverableReadyEmail(to: string, props: ComponentProps<Templates['DeliverableReady']>): OutgoingEmail {
  return {
    to,
    subject: `Ready for your review: ${props.stage}`,
    body: { template: 'DeliverableReady', props },
    link: props.dashboardUrl,
  };
}

export function fileFromTeamEmail(
  to: string,
  name: string,
  filename: string,
  note: string | null,
  dashboardUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: `A new file from our team: ${filename}`,
    body: { template: 'FileFromTeam', props: { name, filename, note, dashboardUrl } },
    link: dashboardUrl,
  };
}

/** Spec part 2 §4: completing a project triggers the upgrade workflow, with an optional upgrade-options email. */
export function projectCompletedEmail(
  to: string,
  name: string,
  notes: string | null,
  offers: UpgradeOffer[],
  dashboardUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: 'Your website project is complete',
    body: { template: 'ProjectCompleted', props: { name, notes, offers, dashboardUrl } },
    link: dashboardUrl,
  };
}

/** An account the team created: the customer chooses their own password through the link. */
export function accountCreatedEmail(to: string, name: string, planName: string | null, link: string): OutgoingEmail {
  return {
    to,
    subject: 'Your account is ready',
    body: { template: 'AccountCreated', props: { name, planName, link } },
    link,
    secretLink: true,
  };
}

/** A copy of a chat for its customer, who asked for it from the chat window. */
export const chatCopyEmail = (to: string, name: string, transcript: string): OutgoingEmail =>
  plainEmail(
    to,
    'Your conversation with Goldline Studio',
    `Hi ${oneLine(name)},\n\nHere is our conversation so far, as you asked:\n\n${transcript}`,
  );

/** A chat nobody answered, for the admins (spec part 2: nothing a customer writes is lost). */
export function chatTranscriptEmail(
  to: string,
  name: string,
  email: string,
  transcript: string,
  inboxUrl: string,
  afterHours = false,
): OutgoingEmail {
  return {
    to,
    subject: `Unanswered live chat from ${name}`,
    body: { template: 'ChatTranscript', props: { name, email, transcript, inboxUrl, afterHours } },
    link: inboxUrl,
  };
}

/** Replies a chat's customer missed, gathered for up to two minutes; `topic` lets more join before it goes. */
export function chatRepliesEmail(
  to: string,
  name: string,
  replies: { from: string; text: string }[],
  link: string,
  delivery: { notBefore: Date; topic: string },
): OutgoingEmail {
  return {
    to,
    subject: 'Goldline Studio answered your chat',
    body: { template: 'ChatReplies', props: { name, replies, link } },
    link,
    secretLink: true,
    ...delivery,
  };
}

export function chatAwaitsYouEmail(
  to: string,
  props: { customer: string; minutes: number; lastLine: string; consoleUrl: string },
): OutgoingEmail {
  return {
    to,
    subject: `${props.customer} is waiting for your answer in the live chat`,
    body: { template: 'ChatAwaitsYou', props },
    link: props.consoleUrl,
  };
}

export function passwordChangedEmail(to: string, name: string, loginUrl: string): OutgoingEmail {
  return {
    to,
    subject: 'Your password was changed',
    body: { template: 'PasswordChanged', props: { name, loginUrl } },
    link: loginUrl,
  };
}

/** Tells the owner their second factor changed, so a change they did not make does not go unseen. */
export function secondFactorChangedEmail(
  to: string,
  name: string,
  change: 'on' | 'off' | 'codes' | 'reset' | 'passkey' | 'removed',
  accountUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: 'Your sign-in settings changed',
    body: { template: 'SecondFactorChanged', props: { name, change, accountUrl } },
    link: accountUrl,
  };
}

/** Proves the address of a new account (issue 18: nothing earlier under it is shown until then). */
export function emailVerificationEmail(to: string, name: string, link: string): OutgoingEmail {
  const days = Math.round(EMAIL_VERIFICATION_TTL_MS / 86_400_000);
  return {
    to,
    subject: 'Confirm your email address',
    body: { template: 'EmailVerification', props: { name, link, days } },
    link,
    secretLink: true,
  };
}

interface ChargeNotice {
  to: string;
  name: string;
  description: string;
  amount: string;
  /** The customer's Billing view. */
  link: string;
}

/** An admin's reminder of a charge awaiting payment, with the way to pay it. */
export function paymentLinkEmail({ to, ...props }: ChargeNotice): OutgoingEmail {
  return {
    to,
    subject: `Payment awaiting: ${props.description}`,
    body: { template: 'PaymentLink', props },
    link: props.link,
  };
}

/** A charge the team cancelled: the customer who was to pay it hears it is no longer owed. */
export function chargeCancelledEmail({ to, ...props }: ChargeNotice): OutgoingEmail {
  return {
    to,
    subject: `Charge cancelled: ${props.description}`,
    body: { template: 'ChargeCancelled', props },
    link: props.link,
  };
}
