import { Layout, P } from './layout';

export interface ZoomDetails {
  meetingUrl: string;
  meetingId: string;
  passcode: string;
}

/** `manageLink` changes or cancels the booking without signing in; it is a secret of the recipient. */
export function MeetingDetails({
  name,
  when,
  zoom,
  manageLink,
}: {
  name: string;
  when: string;
  zoom: ZoomDetails;
  manageLink: string | null;
}) {
  return (
    <Layout title="Your Zoom consultation is booked" action={{ label: 'Join the meeting', url: zoom.meetingUrl }}>
      <P>{`Hi ${name},`}</P>
      <P>{`Your free consultation is booked for ${when}. It takes 30-45 minutes.`}</P>
      <P>{`Join on Zoom: ${zoom.meetingUrl} (Meeting ID ${zoom.meetingId}, passcode ${zoom.passcode}). The attached invite adds it to your calendar.`}</P>
      <P>
        {manageLink
          ? `Need another time? Change or cancel your booking here: ${manageLink} (keep this link to yourself: it works without signing in).`
          : 'Need another time? Reply to this email or cancel from your dashboard.'}
      </P>
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
      <P>{`Hi ${name},`}</P>
      <P>{`Your consultation on ${when} has been cancelled: ${reason}`}</P>
      <P>You can book a new time on our website whenever suits you.</P>
    </Layout>
  );
}
