import { A, Greeting, Layout, P, Para } from './layout';

export interface ZoomDetails {
  meetingUrl: string;
  meetingId: string;
  passcode: string;
}

interface MeetingTimeProps {
  name: string;
  /** The time where the person is, with ours beside it (meetingWhen in messages.ts). */
  when: string;
  zoom: ZoomDetails;
  /** Changes or cancels the booking without signing in; a secret of the recipient. */
  manageLink: string | null;
  /** The event as a Google Calendar link, beside the attached .ics. */
  calendarLink: string;
}

/** When, where to join, the calendar and the manage link: what the details and the reminders both say. */
function MeetingFacts({
  when,
  zoom,
  manageLink,
  calendarLink,
  invite,
}: Omit<MeetingTimeProps, 'name'> & { invite: boolean }) {
  return (
    <>
      <P>{`When: ${when}.`}</P>
      <Para>
        Join on Zoom: <A href={zoom.meetingUrl}>{zoom.meetingUrl}</A>
        {` (Meeting ID ${zoom.meetingId}, passcode ${zoom.passcode}).`}
      </Para>
      <Para>
        {invite ? 'The attached invite adds it to your calendar, or ' : 'Not in your calendar yet? '}
        <A href={calendarLink}>{invite ? 'add it to Google Calendar' : 'Add it to Google Calendar'}</A>.
      </Para>
      {manageLink ? (
        <Para>
          Need another time? <A href={manageLink}>Change or cancel your booking</A>
          {' (keep this link to yourself: it works without signing in).'}
        </Para>
      ) : (
        <P>Need another time? Reply to this email or cancel from your dashboard.</P>
      )}
    </>
  );
}

/** A booking's details; `moved` when it replaces the person's earlier time (the calendar event moves too). */
export function MeetingDetails({ name, moved = false, ...facts }: MeetingTimeProps & { moved?: boolean }) {
  return (
    <Layout
      title={moved ? 'Your Zoom consultation has moved' : 'Your Zoom consultation is booked'}
      action={{ label: 'Join the meeting', url: facts.zoom.meetingUrl }}
    >
      <Greeting name={name} />
      <P>
        {moved
          ? `Your free consultation has moved to ${facts.when}; the earlier time no longer holds. It takes 30-45 minutes.`
          : `Your free consultation is booked for ${facts.when}. It takes 30-45 minutes.`}
      </P>
      <MeetingFacts {...facts} invite />
    </Layout>
  );
}

export function MeetingReminder({
  name,
  startsIn,
  confirmLink,
  ...facts
}: MeetingTimeProps & { startsIn: string; confirmLink: string | null }) {
  return (
    <Layout
      title={`Your consultation is in ${startsIn}`}
      action={{ label: 'Join the meeting', url: facts.zoom.meetingUrl }}
    >
      <Greeting name={name} />
      <P>{`A reminder: your free consultation with us starts in ${startsIn}. We look forward to it.`}</P>
      {confirmLink ? (
        <Para>
          Still coming? <A href={confirmLink}>Let us know you will be there</A>, or move the meeting if the time no
          longer suits you.
        </Para>
      ) : null}
      <MeetingFacts {...facts} invite={false} />
    </Layout>
  );
}

export function AdminBookingNotice({ name, email, when }: { name: string; email: string; when: string }) {
  return (
    <Layout title="New Zoom booking">
      <P>{`${name} (${email}) booked a Zoom consultation for ${when}.`}</P>
    </Layout>
  );
}

export function MeetingCancelled({ name, when, reason }: { name: string; when: string; reason: string }) {
  return (
    <Layout title="Your consultation was cancelled">
      <Greeting name={name} />
      <P>{`Your consultation on ${when} has been cancelled: ${reason}`}</P>
      <P>You can book a new time on our website whenever suits you.</P>
    </Layout>
  );
}
