import type { EmailBody } from './messages';

/**
 * The Refund template's props until bba0a56: the team's words of what the refund took back
 * ("nothing reverted: the Pro plan stays"), and no name of the order.
 */
interface RefundUntilOutcome {
  name: string;
  orderId: string;
  summary: string;
  reverted: string;
  planWithdrawn: boolean;
}

/** What the details and the reminder said of a meeting until 51cab91: the time in Pacific, the booker's apart. */
interface MeetingTimeUntilOneWhen {
  name: string;
  /** "2026-12-01 at 10:30 AM PST". */
  when: string;
  /** "Tuesday, December 1 at 1:30 PM EST in America/New_York"; null when the booker was in Pacific or unknown. */
  localWhen: string | null;
  zoom: { meetingUrl: string; meetingId: string; passcode: string };
  manageLink: string | null;
  calendarLink: string;
}

/**
 * What an outbox row may hold: today's body, or one queued before a deploy changed its template's
 * props and not yet delivered (reminders wait days, retries hours). Old shapes are written out in
 * full, not derived from today's: they are what was stored then, and stay so.
 */
export type StoredBody =
  | EmailBody
  | { template: 'Refund'; props: RefundUntilOutcome }
  | { template: 'MeetingDetails'; props: MeetingTimeUntilOneWhen & { moved?: boolean } }
  | { template: 'MeetingReminder'; props: MeetingTimeUntilOneWhen & { startsIn: string; confirmLink: string | null } };

/**
 * A stored body as today's templates take it (decision 052). Every older shape is read here, and
 * only here, so templates know one shape each; stored-body.test.ts renders each one kept in
 * stored-bodies/.
 */
export function readStoredBody(body: StoredBody): EmailBody {
  switch (body.template) {
    case 'Refund': {
      if (!('reverted' in body.props)) return { template: 'Refund', props: body.props };
      const { reverted, ...props } = body.props;
      // The team's words ended the sentence ("...ord_1; nothing reverted: ..."); now they are one of their own.
      const outcome = `${reverted.charAt(0).toUpperCase()}${reverted.slice(1)}.`;
      return { template: 'Refund', props: { ...props, description: null, outcome } };
    }
    case 'MeetingDetails':
      return { template: 'MeetingDetails', props: 'localWhen' in body.props ? withOneWhen(body.props) : body.props };
    case 'MeetingReminder':
      return { template: 'MeetingReminder', props: 'localWhen' in body.props ? withOneWhen(body.props) : body.props };
    default:
      return body;
  }
}

/** Today's `when` from one that kept the booker's time apart: theirs first, ours beside it. */
function withOneWhen<Props extends MeetingTimeUntilOneWhen>({ localWhen, when, ...rest }: Props) {
  return { ...rest, when: localWhen ? `${localWhen} (${when}, our time)` : when };
}
