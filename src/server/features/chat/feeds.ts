import { tracked } from '@trpc/server';
import type { ChatSession } from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  accessibleSession,
  adminPresence,
  TEAM_PRESENCE,
  CHAT_CHANNEL,
  customerArrived,
  chatSessionChannel,
  eventsAfter,
  latestLineId,
  waitingSessions,
  type ChatActor,
  type ChatEvent,
  type PresenceEvent,
  type ReadEvent,
  type TypingEvent,
} from './service';

/** What a feed passes on live without a line id: it is about now, and a reconnect does not replay it. */
type Signal = TypingEvent | ReadEvent | PresenceEvent;
const isSignal = (event: ChatEvent | Signal): event is Signal =>
  event.type === 'typing' || event.type === 'read' || event.type === 'presence';
const signalFrom = (event: Signal): 'customer' | 'admin' | null =>
  event.type === 'typing' ? event.from : event.type === 'read' ? event.by : null;

// The two live feeds of spec part 2 §4, as tRPC subscriptions over the WebSocket. Each line of a
// chat is sent tracked with its id; a socket that reconnects sends the last id it saw and gets
// every line after it, from the database, before the live ones: nothing lost, nothing twice.

const afterId = (lastEventId: string | null | undefined) => {
  const id = Number(lastEventId);
  return lastEventId && Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** A customer's (or visitor's) own chat: the whole history on first connect, then what happens. */
export function customerFeed(
  deps: AppDeps,
  actor: ChatActor,
  input: { sessionId: number; lastEventId?: string | null },
  signal: AbortSignal | undefined,
) {
  // Checked before the generator starts: an error thrown while iterating escapes the procedure's
  // domain-error mapping, and another customer's chat would answer 500 instead of 404.
  const { session } = accessibleSession(deps.db, input.sessionId, actor);
  customerArrived(deps, session.id, signal);
  return sessionLines(deps, session, input.lastEventId, signal);
}

async function* sessionLines(
  deps: AppDeps,
  session: ChatSession,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
) {
  // Listening starts before the backlog is read, so a line written in between is not missed.
  const live = deps.events.listen<ChatEvent | Signal>(chatSessionChannel(session.id), signal);
  let last = afterId(lastEventId);
  for (const event of eventsAfter(deps.db, last, session.id)) {
    last = event.message.id;
    yield tracked(String(last), event);
  }
  // The channel carries this chat's events only; the customer's own typing and reads are not echoed back.
  for await (const event of live) {
    if (isSignal(event)) {
      if (signalFrom(event) === 'admin') yield event;
      continue;
    }
    if (event.message.id <= last) continue;
    last = event.message.id;
    yield tracked(String(last), event);
  }
}

/**
 * join_admin: the waiting queue as it is now, the lines missed since `lastEventId` (on a
 * reconnect), then every chat's events live, customers' typing included.
 */
export async function* adminFeed(
  deps: AppDeps,
  adminId: number,
  input: { lastEventId?: string | null } | undefined,
  signal: AbortSignal | undefined,
) {
  deps.events.attend(adminPresence(adminId), signal);
  deps.events.attend(TEAM_PRESENCE, signal);
  const live = deps.events.listen<ChatEvent | Signal>(CHAT_CHANNEL, signal);
  // Read in the same tick the listener was attached: events are published synchronously after
  // their commit, so none can fall between the snapshot and the listener.
  const waiting = waitingSessions(deps.db);
  let last = input?.lastEventId ? afterId(input.lastEventId) : latestLineId(deps.db);
  const backlog = input?.lastEventId ? eventsAfter(deps.db, last, null) : [];
  yield { type: 'waiting_customers' as const, sessions: waiting };
  for (const event of backlog) {
    last = event.message.id;
    yield tracked(String(last), event);
  }
  for await (const event of live) {
    if (isSignal(event)) {
      if (signalFrom(event) !== 'admin') yield event;
      continue;
    }
    if (event.message.id <= last) continue;
    last = event.message.id;
    yield tracked(String(last), event);
  }
}
