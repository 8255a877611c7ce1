import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { can, hasPermission } from '../../../shared/admin';
import {
  formatSlotTime,
  HOLD_MINUTES,
  dateProblem,
  pacificToUtc,
  MAX_MEETING_MOVES,
  pacificZoneName,
  SCHEDULE_MESSAGES,
  SLOT_TIMES,
  tooLateToChange,
} from '../../../shared/schedule';
import { HOLD_PLACEHOLDER_EMAIL } from '../../../shared/schemas/schedule';
import { preparedQuery, tableWrites, versionedCache, type Db, type DbOrTx } from '../../db/client';
import { meetings, users, type Meeting, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../errors';
import { audit } from '../../core/audit';
import { ownedByPlaceholders, ownerParams, owns, recordsOf, type RecordOwner } from '../../core/ownership';
import type { Attempt } from '../../core/rate-limit';
import { findOrder, ownsOrder } from '../../core/order-access';
import { generateToken, hashToken } from '../../core/session';
import {
  noticeToAdmins,
  deliverCommitted,
  dropQueued,
  emailDeps,
  queueEmail,
  sendEmail,
  adminBookingNotice,
  meetingCancelledEmail,
  meetingDetailsEmail,
  meetingReminderEmail,
  plainEmail,
  type MeetingEmailInput,
} from '../email';
import { newId } from '../../core/ids';

/**
 * Held or booked: the rows that occupy a slot. Written as the literal condition of the partial
 * index meetings_live_slot_idx (a bound IN list would not match it), so that SQLite reads that
 * index of live rows instead of scanning every hold ever made, released and expired ones included.
 */
const isLive = sql`${meetings.status} in ('held', 'booked')`;

interface SlotView {
  time: string;
  /** Only admins see taken slots (they may override them). */
  taken: boolean;
}

/** Shared between the callers that get the same answer: read it, never change it. */
export interface Availability {
  readonly date: string;
  readonly slots: readonly Readonly<SlotView>[];
  readonly message: string | null;
  readonly adminOverride: boolean;
}

/** Holds past their 15 minutes stop counting, whether or not anyone looks at them. */
function expireStaleHolds(db: DbOrTx, now: number): void {
  db.update(meetings)
    .set({ status: 'expired', updatedAt: new Date(now) })
    .where(and(isLive, eq(meetings.status, 'held'), lte(meetings.holdExpiresAt, new Date(now))))
    .run();
}

/** A date's held and booked rows, whatever the time: whether a hold still counts depends on `now`. */
const liveRowsOfDate = preparedQuery((db: Db) =>
  db
    .select({ time: meetings.time, status: meetings.status, holdExpiresAt: meetings.holdExpiresAt })
    .from(meetings)
    .where(and(eq(meetings.date, sql.placeholder('date')), isLive))
    .prepare(),
);

type LiveRow = ReturnType<ReturnType<typeof liveRowsOfDate>['all']>[number];

interface CachedDay {
  rows: LiveRow[];
  /** One answer object per outcome, so that callers can serialize each once (the REST route does). */
  answers: Map<string, Availability>;
}

const meetingWrites = tableWrites('meetings');
// Dates a visitor can ask about are unbounded; a write clears the cache anyway, and so does this.
const MAX_CACHED_DAYS = 500;
const cachedDays = versionedCache<string, CachedDay>(MAX_CACHED_DAYS);

/**
 * Listing slots is the busiest call of the site. A date's live rows are read once and kept until
 * any row of meetings is written (counted by a trigger, so no write path can be missed); which
 * holds still count is worked out from them at `now`, so expiry needs no invalidation.
 */
function cachedDay(db: Db, date: string): CachedDay {
  const days = cachedDays(db, meetingWrites(db).count);
  let day = days.get(date);
  if (!day) {
    day = { rows: liveRowsOfDate(db).all({ date }), answers: new Map() };
    days.set(date, day);
  }
  return day;
}

function assertBookableDate(date: string, now: number): void {
  const problem = dateProblem(date, now);
  if (problem) throw invalid(SCHEDULE_MESSAGES[problem]);
}

/**
 * The slots of a date (spec part 1 §7 GET /timeslots/available): free ones for everybody; for an
 * admin of bookings every slot, with the taken ones marked, because they may override them.
 */
export function availableSlots(db: Db, date: string, mayOverride: boolean, now = Date.now()): Availability {
  const problem = dateProblem(date, now);
  if (problem === 'past' || problem === 'weekday') throw invalid(SCHEDULE_MESSAGES[problem]);
  if (problem === 'sameDay') return { date, slots: [], message: SCHEDULE_MESSAGES.sameDay, adminOverride: mayOverride };
  // A read only: it leaves marking stale holds expired to the next reservation.
  const day = cachedDay(db, date);
  const taken = day.rows
    .filter((row) => row.status === 'booked' || (row.holdExpiresAt !== null && row.holdExpiresAt.getTime() > now))
    .map((row) => row.time);
  const key = `${mayOverride}:${taken.sort().join()}`;
  let answer = day.answers.get(key);
  if (!answer) {
    const slots = SLOT_TIMES.map((time) => ({ time, taken: taken.includes(time) })).filter(
      (slot) => mayOverride || !slot.taken,
    );
    const message = slots.some((slot) => !slot.taken) ? null : SCHEDULE_MESSAGES.noSlots;
    answer = { date, slots, message, adminOverride: mayOverride };
    day.answers.set(key, answer);
  }
  return answer;
}

export interface SlotRequest {
  date: string;
  time: string;
  email: string;
  name: string;
  plan?: string | null;
  /** The caller's own hold on this slot, which a booking takes over instead of overriding. */
  holdSlotId?: string | null;
  /** The zone of the person's browser, for the times in their emails. */
  timeZone?: string | null;
  /** Why the person moves their booking to this time, in their words, for the team. */
  changeReason?: string | null;
}

export interface HoldResult {
  meeting: Meeting;
  message: string;
  adminOverride: boolean;
}

/** Admins of bookings act on anyone's meeting and are not rate limited. */
const isBookingsStaff = (actor: User | null) => actor !== null && hasPermission(actor, 'bookings');

/** Who may move or cancel a booking: its owner signed in, an admin of bookings, or the holder of its manage link. */
const mayManage = (actor: User | null, meeting: Meeting, managing: Meeting | null) =>
  meeting.id === managing?.id || isBookingsStaff(actor) || (actor !== null && owns(actor, meeting));

const upcomingOf = (email: string, now: number) =>
  and(eq(meetings.email, email), eq(meetings.status, 'booked'), gt(meetings.startsAt, new Date(now)));

interface ReserveOptions {
  /** A booking replaces the person's upcoming one, if the caller may manage it. */
  reschedule?: boolean;
  /** The booking whose manage link the caller followed. */
  managing?: Meeting | null;
}

/**
 * Reserves a slot: a 15-minute hold, or straight away a booking. Inside one transaction the stale
 * holds expire, an admin's override cancels the current holder, and the insert either wins the
 * slot or hits the unique index, which turns into a 409. A booking for an address with an upcoming
 * one moves it only for someone who may manage it: knowing an address is not enough.
 */
function reserve(
  deps: AppDeps,
  request: SlotRequest,
  actor: User | null,
  status: 'held' | 'booked',
  now: number,
  options: ReserveOptions = {},
) {
  if (!SLOT_TIMES.includes(request.time)) throw invalid(SCHEDULE_MESSAGES.invalidTime);
  assertBookableDate(request.date, now);
  const mayOverride = can(actor, 'slotOverride');
  const email = request.email.toLowerCase();
  return deps.db.transaction((tx) => {
    expireStaleHolds(tx, now);
    const upcoming = options.reschedule ? replaceableUpcoming(tx, deps, actor, email, now, options.managing) : [];
    const current = tx
      .select()
      .from(meetings)
      .where(and(eq(meetings.date, request.date), eq(meetings.time, request.time), isLive))
      .get();
    const ownHold = current?.status === 'held' && request.holdSlotId != null && current.slotId === request.holdSlotId;
    if (current && !ownHold && !mayOverride) throw conflict(SCHEDULE_MESSAGES.slotTaken);
    if (current) {
      tx.update(meetings)
        .set({
          status: 'cancelled',
          cancelReason: ownHold ? 'Confirmed as a booking' : 'Replaced by an administrator booking',
          updatedAt: new Date(now),
        })
        .where(eq(meetings.id, current.id))
        .run();
    }
    const slotId = newId('slot');
    const inserted = tx
      .insert(meetings)
      .values({
        slotId,
        ...lineage(slotId, upcoming[0]),
        changeReason: upcoming.length > 0 ? (request.changeReason ?? null) : null,
        timeZone: request.timeZone ?? null,
        date: request.date,
        time: request.time,
        startsAt: new Date(pacificToUtc(request.date, request.time)),
        status,
        email,
        name: request.name,
        plan: request.plan ?? null,
        // A move keeps the account of the booking it replaces (moved by its manage link or the team);
        // else the account that booked for itself, and an admin booking for someone leaves it to the address.
        userId: upcoming[0]?.userId ?? (actor !== null && actor.email === email ? actor.id : null),
        holdExpiresAt: status === 'held' ? new Date(now + HOLD_MINUTES * 60_000) : null,
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!inserted) throw conflict(SCHEDULE_MESSAGES.slotTaken);
    // One upcoming consultation per person: the new booking replaces theirs, in the same step.
    if (options.reschedule) replaceUpcoming(tx, inserted, now);
    const overridden = ownHold ? null : (current ?? null);
    const mail = status === 'booked' ? queueBookingMail(tx, deps, inserted, now) : [];
    if (overridden) mail.push(queueCancellation(tx, deps, overridden, MESSAGES_TO_PEOPLE.slotOverridden));
    return { meeting: inserted, overridden, mail };
  });
}

const describeSlot = (meeting: Pick<Meeting, 'date' | 'time'>) =>
  `${meeting.date} at ${formatSlotTime(meeting.time)} ${pacificZoneName(meeting.date, meeting.time)}`;

function overrideMessage(overridden: Meeting | null, meeting: Meeting, verb: string): string {
  if (!overridden) return `Time slot ${verb} for ${describeSlot(meeting)}`;
  return `Admin override: the ${overridden.status === 'booked' ? 'booking' : 'reservation'} of ${overridden.name} (${overridden.email}) was cancelled and the slot is now ${verb} for ${describeSlot(meeting)}`;
}

/**
 * Runs a booking step; a try that changed nothing (a slot just taken) gives back the attempt its
 * door counted, so a visitor who lost a race is not charged for it.
 */
function givenBackOnFailure<T>(caller: Caller, run: () => T): T {
  try {
    return run();
  } catch (error) {
    caller.attempt?.giveBack();
    throw error;
  }
}

/** Who is asking: the signed-in account, if any, the address the request came from, and its counted attempt. */
export interface Caller {
  actor: User | null;
  ip: string;
  attempt?: Attempt;
}

export async function holdSlot(
  deps: AppDeps,
  request: SlotRequest,
  caller: Caller,
  now = Date.now(),
): Promise<HoldResult> {
  const { meeting, overridden, mail } = givenBackOnFailure(caller, () =>
    reserve(deps, request, caller.actor, 'held', now),
  );
  await deliverMail(deps, mail);
  return {
    meeting,
    message: overrideMessage(overridden, meeting, `reserved for ${HOLD_MINUTES} minutes`),
    adminOverride: overridden !== null,
  };
}

/** Releases a hold (choosing another slot, leaving the wizard). Unknown or already-gone ids are fine. */
export function releaseHold(db: Db, slotId: string, now = Date.now()): boolean {
  const released = db
    .update(meetings)
    .set({ status: 'cancelled', cancelReason: 'Released', updatedAt: new Date(now) })
    .where(and(eq(meetings.slotId, slotId), eq(meetings.status, 'held')))
    .returning({ id: meetings.id })
    .get();
  return released !== undefined;
}

/**
 * The person's upcoming bookings under `email`, which a new booking by `actor` replaces: refused
 * unless `actor` may move each of them (an address alone moves nothing), within the rules for changes.
 */
function replaceableUpcoming(
  db: DbOrTx,
  deps: AppDeps,
  actor: User | null,
  email: string,
  now: number,
  managing: Meeting | null = null,
): Meeting[] {
  const upcoming = db.select().from(meetings).where(upcomingOf(email, now)).all();
  if (upcoming.some((meeting) => !mayManage(actor, meeting, managing))) throw conflict(SCHEDULE_MESSAGES.alreadyBooked);
  for (const meeting of upcoming) assertMayChange(deps, actor, meeting, 'move', now);
  return upcoming;
}

/**
 * Turns a live hold into a booking of `owner`, under the rules of every booking: one upcoming
 * consultation per address (the new one replaces theirs, in the same step, if `actor` may move it).
 * Undefined when the hold is gone (expired, released, taken over).
 */
function bookHold(
  db: DbOrTx,
  deps: AppDeps,
  actor: User,
  slotId: string,
  owner: { userId: number | null; paymentId: string | null; email?: string; name?: string },
  now = Date.now(),
): Meeting | undefined {
  const hold = heldOrBooked(db, slotId, now);
  if (hold?.status !== 'held') return undefined;
  const [replaced] = replaceableUpcoming(db, deps, actor, owner.email ?? hold.email, now);
  const confirmed = db
    .update(meetings)
    .set({
      status: 'booked',
      ...lineage(slotId, replaced),
      paymentId: owner.paymentId,
      userId: owner.userId,
      ...(owner.email ? { email: owner.email, name: owner.name } : {}),
      holdExpiresAt: null,
      updatedAt: new Date(now),
    })
    .where(and(eq(meetings.slotId, slotId), eq(meetings.status, 'held'), gt(meetings.holdExpiresAt, new Date(now))))
    .returning()
    .get();
  if (!confirmed) return undefined;
  replaceUpcoming(db, confirmed, now);
  return confirmed;
}

/** Cancels the person's other upcoming booking, which `booking` replaces, and drops its reminders. */
function replaceUpcoming(db: DbOrTx, booking: Meeting, now: number) {
  const replaced = db
    .update(meetings)
    .set({ status: 'cancelled', cancelReason: 'Rescheduled', updatedAt: new Date(now) })
    .where(and(upcomingOf(booking.email, now), ne(meetings.id, booking.id)))
    .returning({ id: meetings.id })
    .all();
  for (const { id } of replaced) dropQueued(db, reminderTopic(id));
}

/**
 * What a booking that replaces another carries over: its calendar event's UID with the next
 * sequence, so the person's calendar moves the event instead of adding a second one, and the count
 * of moves, which self-service is limited by.
 */
const lineage = (slotId: string, replaced: Meeting | undefined) =>
  replaced
    ? {
        calendarUid: replaced.calendarUid ?? replaced.slotId,
        calendarSequence: replaced.calendarSequence + 1,
        moveCount: replaced.moveCount + 1,
      }
    : { calendarUid: slotId, calendarSequence: 0, moveCount: 0 };

/**
 * Issue 35 §4: a person moves or cancels their own booking up to MEETING_CHANGE_CUTOFF_MINUTES
 * before it starts, and moves it at most MAX_MEETING_MOVES times; an admin of bookings is not
 * bound by either.
 */
function assertMayChange(deps: AppDeps, actor: User | null, meeting: Meeting, change: 'move' | 'cancel', now: number) {
  if (isBookingsStaff(actor)) return;
  const cutoff = deps.config.meetingChangeCutoffMinutes;
  if (meeting.startsAt.getTime() - now < cutoff * 60_000) throw conflict(tooLateToChange(cutoff));
  if (change === 'move' && meeting.moveCount >= MAX_MEETING_MOVES) throw conflict(SCHEDULE_MESSAGES.tooManyMoves);
}

/** A slot id's live hold, or its booking once confirmed. */
const heldOrBooked = (db: DbOrTx, slotId: string, now: number) =>
  db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.slotId, slotId),
        or(eq(meetings.status, 'booked'), and(eq(meetings.status, 'held'), gt(meetings.holdExpiresAt, new Date(now)))),
      ),
    )
    .get();

/**
 * The account's own hold on a time, held while signed in: what a paid plan's checkout books
 * (the spec's payment call names the time, not the hold).
 */
export function ownHeldSlotId(db: Db, user: User, date: string, time: string, now = Date.now()): string | null {
  const hold = db
    .select({ slotId: meetings.slotId })
    .from(meetings)
    .where(
      and(
        eq(meetings.userId, user.id),
        eq(meetings.date, date),
        eq(meetings.time, time),
        eq(meetings.status, 'held'),
        gt(meetings.holdExpiresAt, new Date(now)),
      ),
    )
    .get();
  return hold?.slotId ?? null;
}

/**
 * A paid order of an account books the hold it names only when that hold is the account's own,
 * and replaces an upcoming booking only when the account may move it; otherwise the payment
 * stands and the hold runs out. The booking's mail is queued in the same transaction; `mail` is
 * delivered once it is committed.
 */
export function bookHoldOfAccount(
  tx: DbOrTx,
  deps: AppDeps,
  slotId: string,
  userId: number,
  paymentId: string,
  now = Date.now(),
) {
  const hold = heldOrBooked(tx, slotId, now);
  const account = tx.select().from(users).where(eq(users.id, userId)).get();
  if (hold?.status !== 'held' || hold.userId !== userId || !account) return undefined;
  try {
    const meeting = bookHold(tx, deps, account, slotId, { userId, paymentId }, now);
    return meeting && { meeting, mail: queueBookingMail(tx, deps, meeting, now) };
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/**
 * A hold is for the account that made it, or that proved its address; one made before the account
 * fields were filled is for whoever holds its id.
 */
const holdIsFor = (user: User, hold: Meeting) =>
  owns(user, hold) || (hold.userId === null && hold.email === HOLD_PLACEHOLDER_EMAIL && hold.status === 'held');

/**
 * POST /timeslots/confirm (spec part 2 §7), the wizard's last word on a held slot: the account
 * the hold is for, signed in, with its paid order (`paymentId`) or a plan it holds, or an admin of
 * bookings. Knowing a slot id and an address books nothing.
 */
export async function confirmHeldSlot(
  deps: AppDeps,
  caller: Caller & { actor: User },
  slotId: string,
  paymentId: string | null,
  now = Date.now(),
): Promise<Meeting> {
  const { actor } = caller;
  const staff = isBookingsStaff(actor);
  const row = heldOrBooked(deps.db, slotId, now);
  if (!row) throw notFound(SCHEDULE_MESSAGES.holdNotFound);
  const forCaller = holdIsFor(actor, row);
  if (!staff && !forCaller) throw forbidden(SCHEDULE_MESSAGES.notYourHold);
  // A repeat of the confirmation answers the booking it made.
  if (row.status === 'booked') return row;
  if (!staff && !actor.plan && !paidPlanOf(deps, actor, paymentId)) throw forbidden(SCHEDULE_MESSAGES.confirmNeedsPlan);
  const { booking, mail } = givenBackOnFailure(caller, () => {
    const booked = deps.db.transaction((tx) => {
      const meeting = bookHold(
        tx,
        deps,
        actor,
        slotId,
        forCaller
          ? { userId: actor.id, paymentId, email: actor.email, name: actor.name }
          : { userId: row.userId, paymentId },
        now,
      );
      return meeting && { booking: meeting, mail: queueBookingMail(tx, deps, meeting, now) };
    });
    if (!booked) throw notFound(SCHEDULE_MESSAGES.holdNotFound);
    return booked;
  });
  if (staff && !forCaller)
    audit(deps, actor, 'book_meeting', `${booking.email}, ${describeSlot(booking)} (held time confirmed)`);
  deps.events.adminChanged('bookings');
  await deliverMail(deps, mail);
  await notifyAdminsOfBooking(deps, booking);
  return booking;
}

/** Whether `paymentId` names a paid plan order of the account (a plan given by the team counts through `user.plan`). */
function paidPlanOf(deps: AppDeps, user: User, paymentId: string | null): boolean {
  if (!paymentId) return false;
  const order = findOrder(deps.db, { orderId: paymentId });
  return order !== undefined && order.kind === 'plan' && order.status === 'paid' && ownsOrder(user, order);
}

function emailInput(deps: AppDeps, meeting: Meeting): MeetingEmailInput {
  return {
    to: meeting.email,
    name: meeting.name,
    startsAt: meeting.startsAt,
    zoom: deps.config.zoom,
    timeZone: meeting.timeZone,
    calendar: { uid: meeting.calendarUid ?? meeting.slotId, sequence: meeting.calendarSequence },
  };
}

/** The outbox topic of a booking's reminders, dropped together when it moves or is cancelled. */
const reminderTopic = (meetingId: number) => `meeting-reminders:${meetingId}`;

/** What the people of a booking are told when something happens to it. */
const MESSAGES_TO_PEOPLE = {
  slotOverridden: 'the time is no longer available. We are sorry for the change; please pick another time.',
  cancelledByOwner: 'cancelled at your request.',
  cancelledByTeam: 'cancelled by our team. We will be in touch to find a new time.',
};

/**
 * Queues, in the caller's transaction, what a booking sends its person: the details with a new
 * secret manage link (only its hash is kept; the one sent before stops working) and the calendar
 * invite, and a reminder at each of MEETING_REMINDERS still ahead, with the same link. Reminders
 * queued before for this booking are dropped. The outbox ids to deliver once committed.
 */
function queueBookingMail(tx: DbOrTx, deps: AppDeps, meeting: Meeting, now = Date.now()): number[] {
  const token = generateToken();
  tx.update(meetings)
    .set({ manageTokenHash: hashToken(token) })
    .where(eq(meetings.id, meeting.id))
    .run();
  const manageLink = `${deps.config.publicUrl}/book-zoom?manage=${token}`;
  const input = emailInput(deps, meeting);
  const topic = reminderTopic(meeting.id);
  dropQueued(tx, topic);
  const start = meeting.startsAt.getTime();
  // Earliest first (config sorts them): each goes before the next is due or not at all, so a
  // server down for a while never sends "in 24 hours" beside "in 1 hour".
  deps.config.meetingReminders.forEach((minutes, index, all) => {
    const due = start - minutes * 60_000;
    // A reminder whose moment had passed when the meeting was booked is not sent at all.
    if (due <= now) return;
    const next = all[index + 1];
    // Within the cutoff the link would only say a change is too late: the reminder offers none.
    const changeable = minutes > deps.config.meetingChangeCutoffMinutes;
    queueEmail(tx, {
      ...meetingReminderEmail(input, changeable ? manageLink : null, minutes),
      notBefore: new Date(due),
      notAfter: new Date(next === undefined ? start : start - next * 60_000),
      topic,
    });
  });
  return [queueEmail(tx, meetingDetailsEmail(input, manageLink, meeting.moveCount > 0))];
}

/** Queues a booking's cancellation (with the calendar's CANCEL of its event) and drops its reminders. */
function queueCancellation(tx: DbOrTx, deps: AppDeps, meeting: Meeting, reason: string): number {
  dropQueued(tx, reminderTopic(meeting.id));
  return queueEmail(tx, meetingCancelledEmail(emailInput(deps, meeting), reason));
}

const deliverMail = (deps: AppDeps, ids: readonly number[]) => deliverCommitted(emailDeps(deps), ids);

/**
 * The customer's meeting details again (the spec's resend call): a new manage link, and the
 * reminders queued again with it. When that cannot be saved (a full disk) the details go out
 * without a link: the booking itself is saved, and the owner can still sign in or reply.
 */
export async function sendMeetingDetails(deps: AppDeps, meeting: Meeting) {
  let mail: number[];
  try {
    mail = deps.db.transaction((tx) => queueBookingMail(tx, deps, meeting));
  } catch (error) {
    deps.log.error(
      { err: error, meeting: meeting.slotId },
      'meeting details could not be queued; sending them without a link',
    );
    await sendEmail(emailDeps(deps), meetingDetailsEmail(emailInput(deps, meeting), null));
    return;
  }
  await deliverMail(deps, mail);
}

/** The booking an emailed manage link stands for, while it is upcoming. */
export function managedBooking(db: Db, token: string, now = Date.now()): Meeting {
  const booking = db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.manageTokenHash, hashToken(token)),
        eq(meetings.status, 'booked'),
        gt(meetings.startsAt, new Date(now)),
      ),
    )
    .get();
  if (!booking) throw notFound(SCHEDULE_MESSAGES.manageLinkInvalid);
  return booking;
}

/** Moves the booking of a manage link to another time (a new booking, with a new link). */
export async function rescheduleManaged(
  deps: AppDeps,
  token: string,
  slot: { date: string; time: string; reason?: string | undefined },
  caller: Omit<Caller, 'actor'>,
  now = Date.now(),
) {
  const booking = managedBooking(deps.db, token, now);
  return bookMeeting(
    deps,
    {
      date: slot.date,
      time: slot.time,
      email: booking.email,
      name: booking.name,
      plan: booking.plan,
      timeZone: booking.timeZone,
      changeReason: slot.reason || null,
    },
    { ...caller, actor: null },
    now,
    booking,
  );
}

export async function cancelManaged(
  deps: AppDeps,
  token: string,
  changeReason: string | null,
  now = Date.now(),
): Promise<Meeting> {
  return cancelAtRequest(deps, managedBooking(deps.db, token, now), { actor: null, changeReason }, now);
}

/**
 * A booking cancelled at its person's request: through its manage link (no actor), signed in, or
 * over the spec's REST door. Its reason is the one the admin list of cancellations looks for.
 */
export function cancelAtRequest(
  deps: AppDeps,
  booking: Meeting,
  by: { actor: User | null; changeReason?: string | null },
  now = Date.now(),
): Promise<Meeting> {
  return cancelMeeting(deps, booking, MESSAGES_TO_PEOPLE.cancelledByOwner, by, now);
}

/**
 * The spec's resend calls, for the booking's owner signed in or an admin of bookings: a stranger
 * who knows an address and a time must neither fill its inbox nor replace its manage link.
 */
export async function resendMeetingEmail(
  deps: AppDeps,
  user: User,
  named: { email: string; date: string; time: string },
  send: (deps: AppDeps, meeting: Meeting) => Promise<void>,
) {
  const booking = bookingOf(deps.db, user, named.email);
  if (booking.date !== named.date || booking.time !== named.time) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
  await send(deps, booking);
}

/** The admins of bookings hear of a booking (coalesced with their other notices, admin-notices.ts). */
export async function notifyAdminsOfBooking(deps: AppDeps, meeting: Meeting) {
  const moved = meeting.moveCount > 0 ? ` (moved${meeting.changeReason ? `: "${meeting.changeReason}"` : ''})` : '';
  await noticeToAdmins(deps, 'bookings', {
    summary: `New Zoom booking: ${meeting.name} <${meeting.email}>, ${describeSlot(meeting)}${moved}`,
    link: `${deps.config.publicUrl}/admin?tab=zoom-bookings`,
    message: (to) => adminBookingNotice(to, emailInput(deps, meeting)),
  });
}

/**
 * Books a Zoom consultation (POST /zoom/book). Booking again moves the person's earlier one, when
 * the caller may manage it (signed in as its owner, an admin, or through its manage link).
 */
export async function bookMeeting(
  deps: AppDeps,
  request: SlotRequest,
  caller: Caller,
  now = Date.now(),
  managing: Meeting | null = null,
) {
  const { actor } = caller;
  const { meeting, overridden, mail } = givenBackOnFailure(caller, () =>
    reserve(deps, request, actor, 'booked', now, { reschedule: true, managing }),
  );
  if (actor?.isAdmin)
    audit(
      deps,
      actor,
      'book_meeting',
      `${meeting.email}, ${describeSlot(meeting)}${overridden ? `, replacing ${overridden.email}` : ''}`,
    );
  deps.events.adminChanged('bookings');
  await deliverMail(deps, mail);
  await notifyAdminsOfBooking(deps, meeting);
  return { meeting, message: overrideMessage(overridden, meeting, 'booked'), adminOverride: overridden !== null };
}

const firstBookingAfter = preparedQuery((db) =>
  db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.email, sql.placeholder('email')),
        eq(meetings.status, 'booked'),
        gt(meetings.startsAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(1)
    .prepare(),
);

function upcomingBooking(db: Db, email: string, now = Date.now()): Meeting | undefined {
  return firstBookingAfter(db).get({ email: email.toLowerCase(), now });
}

const firstOwnBookingAfter = preparedQuery((db) =>
  db
    .select()
    .from(meetings)
    .where(
      and(
        ownedByPlaceholders({ userId: meetings.userId, email: meetings.email }),
        eq(meetings.status, 'booked'),
        gt(meetings.startsAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(1)
    .prepare(),
);

/** The user's own upcoming booking: one they made signed in, or one under an address they proved. */
export function ownUpcomingBooking(db: Db, user: User, now = Date.now()): Meeting | undefined {
  return firstOwnBookingAfter(db).get({ ...ownerParams(user), now });
}

/**
 * The upcoming booking under `email` as `user` may see it: their own, or anyone's for an admin of
 * bookings (spec part 2 §7 GET and DELETE /zoom/booking/{email}).
 */
export function bookingOf(db: Db, user: User, email: string, now = Date.now()): Meeting {
  const mine = email.toLowerCase() === user.email;
  if (!mine && !isBookingsStaff(user)) throw forbidden(SCHEDULE_MESSAGES.notYourBooking);
  const booking = isBookingsStaff(user) ? upcomingBooking(db, email, now) : ownUpcomingBooking(db, user, now);
  if (!booking) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
  return booking;
}

/**
 * Cancels a booking and tells its person, with a calendar cancellation. `by.actor` is who asks:
 * null for the holder of its manage link; anyone but an admin of bookings is held to the rules for
 * changes, and the team hears of their cancellation with the reason they gave.
 */
async function cancelMeeting(
  deps: AppDeps,
  booking: Meeting,
  reason: string,
  by: { actor: User | null; changeReason?: string | null },
  now = Date.now(),
): Promise<Meeting> {
  assertMayChange(deps, by.actor, booking, 'cancel', now);
  const changeReason = by.changeReason || null;
  // Only a booking still booked: two cancels at once send one email, and the second is told it is gone.
  const mail = deps.db.transaction((tx) => {
    const cancelled = tx
      .update(meetings)
      .set({ status: 'cancelled', cancelReason: reason, changeReason, updatedAt: new Date(now) })
      .where(and(eq(meetings.id, booking.id), eq(meetings.status, 'booked')))
      .returning({ id: meetings.id })
      .get();
    if (!cancelled) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
    return queueCancellation(tx, deps, booking, reason);
  });
  deps.events.adminChanged('bookings');
  await deliverMail(deps, [mail]);
  if (!isBookingsStaff(by.actor)) {
    const summary = `Zoom booking cancelled by ${booking.name} <${booking.email}>: ${describeSlot(booking)}`;
    const said = changeReason ? `Their reason: "${changeReason}"` : 'They gave no reason.';
    await noticeToAdmins(deps, 'bookings', {
      summary: changeReason ? `${summary} ("${changeReason}")` : summary,
      link: `${deps.config.publicUrl}/admin?tab=zoom-bookings`,
      message: (to) => plainEmail(to, 'Zoom booking cancelled', `${summary}.\n\n${said}`),
    });
  }
  return booking;
}

/** The admin cancel (spec part 2 §2 zoom-bookings tab): the customer is emailed and the trail records it. */
export async function cancelBookingAsAdmin(deps: AppDeps, admin: User, email: string) {
  const upcoming = upcomingBooking(deps.db, email);
  if (!upcoming) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
  const booking = await cancelMeeting(deps, upcoming, MESSAGES_TO_PEOPLE.cancelledByTeam, { actor: admin });
  audit(deps, admin, 'cancel_zoom_booking', `${booking.email}, ${describeSlot(booking)}`);
  return { message: 'Zoom booking cancelled successfully' };
}

/**
 * Booked meetings, newest first, each with the customer's current plan: the row keeps only the plan
 * chosen in the booking wizard, none for a call booked elsewhere, and plans change after booking.
 */
export function listBookings(db: Db): Meeting[] {
  return db
    .select({ meeting: meetings, currentPlan: users.plan })
    .from(meetings)
    .leftJoin(users, or(eq(users.id, meetings.userId), and(isNull(meetings.userId), eq(users.email, meetings.email))))
    .where(eq(meetings.status, 'booked'))
    .orderBy(desc(meetings.startsAt))
    .all()
    .map(({ meeting, currentPlan }) => ({ ...meeting, plan: currentPlan ?? meeting.plan }));
}

/** A deleted person's meetings and holds (decision 043), with the reminders still to go; how many there were. */
export function deleteMeetingsOf(db: DbOrTx, owner: RecordOwner): number {
  const deleted = db
    .delete(meetings)
    .where(recordsOf(owner, { userId: meetings.userId, email: meetings.email }))
    .returning({ id: meetings.id })
    .all();
  for (const { id } of deleted) dropQueued(db, reminderTopic(id));
  return deleted.length;
}

/** Issue 35 §5: "Still coming?" answered yes, through the booking's manage link. */
export function confirmAttendance(deps: AppDeps, token: string, now = Date.now()): Meeting {
  const booking = managedBooking(deps.db, token, now);
  if (booking.confirmedAt) return booking;
  const confirmed = deps.db
    .update(meetings)
    .set({ confirmedAt: new Date(now), updatedAt: new Date(now) })
    .where(eq(meetings.id, booking.id))
    .returning()
    .get();
  deps.events.adminChanged('bookings');
  return confirmed;
}

/** The team records that the person of a meeting that has begun did not come, or takes that back. */
export function markNoShow(deps: AppDeps, admin: User, meetingId: number, noShow: boolean, now = Date.now()) {
  const meeting = deps.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'booked')))
    .get();
  if (!meeting) throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
  if (meeting.startsAt.getTime() > now) throw conflict(SCHEDULE_MESSAGES.noShowTooEarly);
  deps.db
    .update(meetings)
    .set({ noShowAt: noShow ? new Date(now) : null, updatedAt: new Date(now) })
    .where(eq(meetings.id, meeting.id))
    .run();
  audit(deps, admin, noShow ? 'mark_no_show' : 'unmark_no_show', `${meeting.email}, ${describeSlot(meeting)}`);
  deps.events.adminChanged('bookings');
  return { message: noShow ? `${meeting.name} marked as not attending` : `${meeting.name} no longer marked as missed` };
}

/** Reasons a booking was cancelled that its person was told: the team's, theirs, an override. */
const PEOPLE_CANCELLATIONS = Object.values(MESSAGES_TO_PEOPLE);
const CANCELLED_SHOWN_DAYS = 30;

/** Bookings cancelled by their person or the team, for the admin list: those of the last 30 days and to come. */
export function listCancelledBookings(db: Db, now = Date.now()): Meeting[] {
  return db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'cancelled'),
        inArray(meetings.cancelReason, PEOPLE_CANCELLATIONS),
        gt(meetings.startsAt, new Date(now - CANCELLED_SHOWN_DAYS * 24 * 3_600_000)),
      ),
    )
    .orderBy(desc(meetings.startsAt))
    .all();
}
