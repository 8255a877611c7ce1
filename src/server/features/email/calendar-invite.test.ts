import { describe, expect, it } from 'vitest';
import { meetingInvite, type MeetingInviteInput } from './calendar-invite';

const input: MeetingInviteInput = {
  startsAt: new Date('2026-12-01T18:30:00Z'),
  zoom: { meetingUrl: 'https://zoom.us/j/123', meetingId: '123 456', passcode: 'gold' },
  organizer: 'Goldline Studio <hello@goldline.studio>',
  attendee: { name: 'Ada Lovelace', email: 'ada@example.test' },
};

/** The content lines of an iCalendar file, continuation lines joined back (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) =>
  unfold(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
/** A property with its parameters: `ORGANIZER;CN="…":MAILTO:…`. */
const withParameters = (ics: string, name: string) =>
  unfold(ics).filter((line) => line.startsWith(`${name};`) || line.startsWith(`${name}:`));

describe('meetingInvite', () => {
  it('describes the consultation in UTC, 45 minutes long, with the Zoom details', async () => {
    const ics = await meetingInvite(input, 'slot-1');
    expect(unfold(ics).slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(property(ics, 'PRODID')).toBe('-//Goldline Studio//Consultations//EN');
    expect(property(ics, 'METHOD')).toBe('REQUEST');
    expect(property(ics, 'UID')).toBe('slot-1');
    expect(property(ics, 'DTSTART')).toBe('20261201T183000Z');
    expect(property(ics, 'DTEND')).toBe('20261201T191500Z');
    expect(property(ics, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(ics, 'SUMMARY')).toBe('Website consultation with Goldline Studio');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Join on Zoom: https://zoom.us/j/123\\nMeeting ID: 123 456\\nPasscode: gold',
    );
    expect(property(ics, 'LOCATION')).toBe('https://zoom.us/j/123');
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('is organized by the studio, as the mail is sent from, and attended by the booker', async () => {
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const ics = await meetingInvite(input, 'slot-1', method);
      expect(withParameters(ics, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Goldline Studio":MAILTO:hello@goldline.studio']);
      expect(withParameters(ics, 'ATTENDEE')).toEqual([
        'ATTENDEE;RSVP=FALSE;PARTSTAT="ACCEPTED";CN="Ada Lovelace":mailto:ada@example.test',
      ]);
    }
    const bare = await meetingInvite({ ...input, organizer: 'bookings@example.test' }, 'slot-1');
    expect(withParameters(bare, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Goldline Studio":MAILTO:bookings@example.test']);
  });

  it('still makes an invite queued before the attendee was kept, without the attendee', async () => {
    const ics = await meetingInvite({ ...input, attendee: undefined }, 'slot-1');
    expect(withParameters(ics, 'ATTENDEE')).toEqual([]);
    expect(property(ics, 'UID')).toBe('slot-1');
  });

  it('cancels the same event: same UID, METHOD:CANCEL and STATUS:CANCELLED', async () => {
    const ics = await meetingInvite(input, 'slot-1', 'CANCEL');
    expect(property(ics, 'UID')).toBe('slot-1');
    expect(property(ics, 'METHOD')).toBe('CANCEL');
    expect(property(ics, 'STATUS')).toBe('CANCELLED');
  });

  it('folds long lines at 75 octets, and the file still reads back whole', async () => {
    const meetingUrl = `https://zoom.us/j/123?pwd=${'a1b2c3d4e5'.repeat(12)}`;
    const ics = await meetingInvite({ ...input, zoom: { ...input.zoom, meetingUrl } }, 'slot-1');
    const physical = ics.split('\r\n');
    expect(physical.length).toBeGreaterThan(unfold(ics).length);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(property(ics, 'LOCATION')).toBe(meetingUrl);
    expect(property(ics, 'DESCRIPTION')).toBe(`Join on Zoom: ${meetingUrl}\\nMeeting ID: 123 456\\nPasscode: gold`);
    expect(property(ics, 'DTSTART')).toBe('20261201T183000Z');
  });
});
