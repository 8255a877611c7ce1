import { describe, expect, it } from 'vitest';
import {
  accountCreatedEmail,
  addendumIssuedEmail,
  adminAddendumSignedNotice,
  adminBookingNotice,
  adminDigestEmail,
  adminOrderNotice,
  agreementVoidedEmail,
  chatAwaitsYouEmail,
  chatCopyEmail,
  chatRepliesEmail,
  chatTranscriptEmail,
  deliverableReadyEmail,
  emailVerificationEmail,
  fileFromTeamEmail,
  meetingCancelledEmail,
  meetingDetailsEmail,
  meetingReminderEmail,
  passwordChangedEmail,
  secondFactorChangedEmail,
  passwordResetEmail,
  chargeCancelledEmail,
  paymentLinkEmail,
  plainEmail,
  projectCompletedEmail,
  receiptEmail,
  refundEmail,
  teamMessageEmail,
  type EmailBody,
  type MeetingEmailInput,
  type ReceiptInput,
} from './messages';
import type { OutgoingEmail } from './service';
import { renderEmail } from './render';
import { templates } from './templates';

const HOSTILE = '<script>alert(1)</script>';
const link = 'https://goldline.studio/action?token=abc&step=2';
const meeting: MeetingEmailInput = {
  to: 'guest@example.test',
  name: HOSTILE,
  startsAt: new Date('2026-12-01T18:30:00Z'),
  zoom: { meetingUrl: 'https://zoom.us/j/123', meetingId: '123 456', passcode: 'gold' },
  timeZone: 'America/New_York',
  calendar: { uid: 'slot-1', sequence: 0 },
};
const receipt: ReceiptInput = {
  to: 'buyer@example.test',
  name: HOSTILE,
  orderId: 'ord_1',
  receiptId: 'rcpt_1',
  description: `Pro plan ${HOSTILE}`,
  items: [{ description: '2 extra page(s)', quantity: 2, amount: '$100' }],
  amount: '$100',
  paymentMethod: 'Card (test checkout)',
  paidAt: new Date('2026-11-25T12:00:00Z'),
  refunded: null,
  link,
};

/** One message of every template, each carrying a hostile name, and a sentence it must say. */
const every: [OutgoingEmail, string][] = [
  [plainEmail('a@example.test', 'Revision requested', `${HOSTILE}\n\nPlease fix it`), 'Please fix it'],
  [passwordResetEmail('a@example.test', HOSTILE, link), 'reset the password of your account'],
  [passwordChangedEmail('a@example.test', HOSTILE, link), 'every other device was signed out'],
  [secondFactorChangedEmail('a@example.test', HOSTILE, 'reset', link), 'our team removed the second factors'],
  [emailVerificationEmail('a@example.test', HOSTILE, link), 'confirm that this is your email address'],
  [accountCreatedEmail('a@example.test', HOSTILE, 'Pro', link), 'with the Pro plan'],
  [meetingDetailsEmail(meeting, link), 'Meeting ID 123 456, passcode gold'],
  [meetingReminderEmail(meeting, link, 1440), 'starts in 24 hours'],
  [
    adminBookingNotice('admin@example.test', meeting),
    'booked a Zoom consultation for Tuesday, December 1, 2026 at 10:30 AM PST.',
  ],
  [meetingCancelledEmail(meeting, 'the time is taken'), 'has been cancelled'],
  [receiptEmail(receipt), '2 extra page(s) (x2): $100'],
  [adminOrderNotice('admin@example.test', receipt), 'New order ord_1'],
  [
    adminDigestEmail(
      'admin@example.test',
      [
        { summary: `New order from ${HOSTILE}`, link },
        { summary: 'Revision requested: Casey', link: null },
      ],
      link,
    ),
    'Revision requested: Casey',
  ],
  [
    agreementVoidedEmail({ to: 'a@example.test', name: HOSTILE, reason: `Signed by someone else ${HOSTILE}`, link }),
    'We have set aside the signature on your service agreement',
  ],
  [
    addendumIssuedEmail({ to: 'a@example.test', name: HOSTILE, number: 2, change: `Delivery moves ${HOSTILE}`, link }),
    'We have written addendum 2 to your service agreement',
  ],
  [
    adminAddendumSignedNotice('admin@example.test', {
      customer: `${HOSTILE} <a@example.test>`,
      number: 1,
      agreementId: 'agr_1',
      orderId: 'ord_1',
    }),
    'signed addendum 1 to service agreement agr_1 (order ord_1)',
  ],
  [
    refundEmail({
      to: 'a@example.test',
      name: HOSTILE,
      orderId: 'ord_1',
      description: `Pro plan ${HOSTILE}`,
      summary: 'Refunded $100 in full',
      outcome: 'Your Pro plan has ended, and we have closed its project.',
      planWithdrawn: true,
    }),
    'Refunded $100 in full for your order ord_1',
  ],
  [teamMessageEmail('a@example.test', HOSTILE, 'Kick-off', `We start on Monday. ${HOSTILE}`, link), 'We start'],
  [fileFromTeamEmail('a@example.test', HOSTILE, 'brief.pdf', HOSTILE, link), 'Our team sent you a file'],
  [
    deliverableReadyEmail('a@example.test', {
      name: HOSTILE,
      stage: 'Stage 2: Initial Work',
      note: HOSTILE,
      previewUrl: link,
      dashboardUrl: link,
    }),
    'Approve it, or tell us what to change, from your dashboard.',
  ],
  [
    projectCompletedEmail(
      'a@example.test',
      HOSTILE,
      HOSTILE,
      [{ name: 'Elite', price: '$300', features: ['SEO'] }],
      link,
    ),
    'Elite for $300: SEO',
  ],
  [chatTranscriptEmail('a@example.test', HOSTILE, 'v@example.test', `Casey: ${HOSTILE}`, link), 'nobody accepted it'],
  [
    chatRepliesEmail('a@example.test', HOSTILE, [{ from: 'Olive', text: HOSTILE }], link, {
      notBefore: new Date(),
      topic: 'chat-replies:1',
    }),
    'We answered your live chat after you had left',
  ],
  [
    chatAwaitsYouEmail('a@example.test', { customer: HOSTILE, minutes: 3, lastLine: HOSTILE, consoleUrl: link }),
    'wrote in your live chat 3 minutes ago',
  ],
  [
    paymentLinkEmail({ to: 'a@example.test', name: HOSTILE, description: 'Extra pages', amount: '$50', link }),
    'Extra pages ($50) is still awaiting payment',
  ],
  [
    chargeCancelledEmail({ to: 'a@example.test', name: HOSTILE, description: 'Extra pages', amount: '$50', link }),
    'Our team cancelled the charge for Extra pages ($50). You owe nothing for it',
  ],
];

describe('email templates', () => {
  it('has a message above for every template', () => {
    expect(new Set(every.map(([email]) => email.body.template))).toEqual(new Set(Object.keys(templates)));
  });

  it.each(every.map(([email, sentence]) => [email.body.template, email.body, sentence] as const))(
    '%s renders HTML and text from one template, with user input escaped',
    async (_name, body: EmailBody, sentence) => {
      const { html, text } = await renderEmail(body);
      expect(html).toMatch(/^<!doctype html><html /);
      // Markers for React's hydration, meaningless in a mail reader.
      expect(html).not.toMatch(/<!--(\$|\/\$|html|head|body| )-->/);
      expect(html).toContain('Goldline Studio');
      expect(html).toContain(sentence.replaceAll('&', '&amp;'));
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
      expect(text).toContain(sentence);
      expect(text).toContain(HOSTILE);
      expect(text.trim().length).toBeGreaterThan(0);
    },
  );

  it('greets a name stored with line breaks on one line, in both parts of every greeting', async () => {
    const stored = ' Ada\r\n  Lovelace\n';
    const greeting = (body: EmailBody) =>
      'name' in body.props ? ({ ...body, props: { ...body.props, name: stored } } as EmailBody) : null;
    const bodies = [...every.map(([email]) => greeting(email.body)), chatCopyEmail('a@example.test', stored, 'x').body];
    const greeted = [];
    for (const body of bodies.filter((body) => body !== null)) {
      const { html, text } = await renderEmail(body);
      if (!text.includes('Hi ')) continue;
      greeted.push(body.template);
      expect(text).toContain('Hi Ada Lovelace,\n');
      expect(html).toContain('>Hi Ada Lovelace,</p>');
    }
    expect(greeted.length).toBeGreaterThan(15);
    // The calendar invite names its attendee the same way: a line break would end the ATTENDEE line.
    expect(meetingDetailsEmail({ ...meeting, name: stored }, link).attachments?.[0]?.invite.attendee).toEqual({
      name: 'Ada Lovelace',
      email: meeting.to,
    });
  });

  it('states a meeting’s time the same way in every meeting email: weekday, the booker’s zone, then ours', async () => {
    const emails = (input: MeetingEmailInput) => [
      meetingDetailsEmail(input, link),
      meetingDetailsEmail(input, link, true),
      meetingReminderEmail(input, link, 1440),
      meetingCancelledEmail(input, 'the time is taken'),
    ];
    const says = async (input: MeetingEmailInput, when: string) => {
      for (const email of emails(input)) {
        const { text } = await renderEmail(email.body);
        expect(email.subject).toContain(when);
        expect(text).toContain(when);
        if (!when.includes('our time')) expect(`${email.subject}\n${text}`).not.toContain('our time');
      }
    };
    await says(meeting, 'Tuesday, December 1, 2026 at 1:30 PM EST (10:30 AM PST, our time)');
    await says(
      { ...meeting, timeZone: 'Asia/Tokyo' },
      'Wednesday, December 2, 2026 at 3:30 AM GMT+9 (Tuesday, December 1 at 10:30 AM PST, our time)',
    );
    // Not known, or known to read the same as ours.
    await says({ ...meeting, timeZone: null }, 'Tuesday, December 1, 2026 at 10:30 AM PST');
    await says({ ...meeting, timeZone: 'America/Vancouver' }, 'Tuesday, December 1, 2026 at 10:30 AM PST');
  });

  it('refuses a body whose template would show a missing value, not a message that says the word', async () => {
    const lacking = {
      name: 'Ada',
      orderId: 'ord_1',
      description: null,
      summary: 'Refunded $100',
      planWithdrawn: false,
    };
    await expect(renderEmail({ template: 'Refund', props: lacking } as unknown as EmailBody)).rejects.toThrow(
      'the Refund email would say "undefined"',
    );
    const { text } = await renderEmail(plainEmail('a@example.test', 'Null?', 'It says undefined, NaN or null.').body);
    expect(text).toContain('It says undefined, NaN or null.');
  });

  it('keeps paragraphs apart and the call to action with its link in the text part', async () => {
    const { text } = await renderEmail(passwordResetEmail('a@example.test', 'Ada', link).body);
    expect(text).toContain('Hi Ada,\n\nWe received a request');
    expect(text).toContain(`Choose a new password ${link}`);
    expect(text).not.toContain('RESET YOUR PASSWORD');
  });

  it('lists receipt facts one per line in the text part', async () => {
    const { text } = await renderEmail(receiptEmail(receipt).body);
    expect(text).toContain('Receipt number: rcpt_1\nDate: November 25, 2026 at 12:00 PM UTC\nOrder: ord_1\n');
    expect(text).toContain('Payment method: Card (test checkout)');
  });
});
