import { describe, expect, it } from 'vitest';
import { sampleEmails, sampleMeeting, sampleReceipt } from '../../../../tests/fixtures/email-samples';
import {
  chatCopyEmail,
  meetingCancelledEmail,
  meetingDetailsEmail,
  meetingReminderEmail,
  passwordResetEmail,
  plainEmail,
  receiptEmail,
  type EmailBody,
  type MeetingEmailInput,
} from './messages';
import { renderEmail } from './render';
import { templates } from './templates';

const HOSTILE = '<script>alert(1)</script>';
const link = 'https://goldline.studio/action?token=abc&step=2';
const meeting = sampleMeeting(HOSTILE);

/** One message of every template, each carrying a hostile name, and a sentence it must say. */
const every = Object.values(sampleEmails(HOSTILE)).map(({ email, says }) => [email, says] as const);

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
    const { text } = await renderEmail(receiptEmail(sampleReceipt('Ada')).body);
    expect(text).toContain('Receipt number: rcpt_42\nDate: November 25, 2026 at 12:00 PM UTC\nOrder: ord_42\n');
    expect(text).toContain('Payment method: Card (Stripe)');
  });
});
