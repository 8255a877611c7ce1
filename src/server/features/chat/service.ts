import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, max, ne, sql } from 'drizzle-orm';
import { hasPermission, RECENT_CHAT_SESSIONS } from '../../../shared/admin';
import { BRAND } from '../../../shared/brand';
import { chatHoursState, describeReopening } from '../../../shared/chat-hours';
import {
  AGENT_AWAY_ALERT_MS,
  CHAT_ANSWER_WITHIN_MS,
  CHAT_LINK_TTL_MS,
  CHAT_MESSAGES,
  type ChatEventType,
} from '../../../shared/chat';
import { visitorDetails } from '../../../shared/schemas/chat';
import { preparedQuery, type Db, type DbOrTx } from '../../db/client';
import {
  chatLinks,
  chatMessages,
  chatSessions,
  users,
  type ChatMessage,
  type ChatSession,
  type User,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { audit } from '../../core/audit';
import type { Attempt } from '../../core/rate-limit';
import { hasVerifiedEmail, recordsOf, type RecordOwner } from '../../core/ownership';
import { hashToken, generateToken } from '../../core/session';
import { refreshChatInboxCopy, saveCustomerMessage } from '../../core/stores/message-store';
import {
  chatAwaitsYouEmail,
  chatCopyEmail,
  chatRepliesEmail,
  chatTranscriptEmail,
  dropQueued,
  noticeToAdmins,
  reviseQueued,
  withMail,
  type OutgoingEmail,
} from '../email';
import { newId } from '../../core/ids';

// Spec part 2 §2 live chat, §4 chat session states and socket events. Every line of a chat (the
// joins, ends and notices too) is a row of chat_messages, so the log ordered by id is both the
// history and the stream a reconnecting socket catches up from.

export const CHAT_CHANNEL = 'chat';
/**
 * One chat's own events, for its customer's feeds: with a thousand chats open, a line wakes the
 * feeds of its chat and the admin consoles, not a thousand generators that would each drop it.
 */
export const chatSessionChannel = (sessionId: number) => `${CHAT_CHANNEL}:${sessionId}`;
/** Presence keys: a chat's customer with a chat window open; an admin with the console or dashboard open. */
export const customerPresence = (sessionId: number) => `chat-customer:${sessionId}`;
export const adminPresence = (userId: number) => `chat-admin:${userId}`;
/** Any admin of chat with the console or dashboard open. */
export const TEAM_PRESENCE = 'chat-team';
/** The outbox topic of the reply email still gathering a chat's replies. */
const replyTopic = (sessionId: number) => `chat-replies:${sessionId}`;

const sessionView = (session: ChatSession) => ({
  id: session.id,
  conversationId: session.conversationId,
  customerName: session.customerName,
  customerEmail: session.customerEmail,
  isVisitor: session.userId === null,
  status: session.status,
  adminName: session.adminName,
  createdAt: session.createdAt.toISOString(),
  acceptedAt: session.acceptedAt?.toISOString() ?? null,
  endedAt: session.endedAt?.toISOString() ?? null,
  escalated: session.escalatedAt !== null,
  customerReadId: session.customerReadId,
  adminReadId: session.adminReadId,
});
type ChatSessionView = ReturnType<typeof sessionView>;

const messageView = (message: ChatMessage) => ({
  id: message.id,
  sessionId: message.sessionId,
  senderType: message.senderType,
  senderName: message.senderName,
  message: message.message,
  timestamp: message.createdAt.toISOString(),
});
type ChatMessageView = ReturnType<typeof messageView>;

/** One event of the chat feeds: the spec's event name, the session as it is now, and the line it adds. */
export interface ChatEvent {
  type: Exclude<ChatEventType, 'waiting_customers' | 'typing' | 'read' | 'presence'>;
  session: ChatSessionView;
  message: ChatMessageView;
}

export interface TypingEvent {
  type: 'typing';
  sessionId: number;
  from: 'customer' | 'admin';
  name: string;
  typing: boolean;
}

/** A side has seen the chat up to `lineId` (issue 35 §9); like typing, sent live and not replayed. */
export interface ReadEvent {
  type: 'read';
  sessionId: number;
  by: 'customer' | 'admin';
  lineId: number;
}

/** A chat's customer opened or closed their last chat window, for the consoles. */
export interface PresenceEvent {
  type: 'presence';
  sessionId: number;
  online: boolean;
}

const EVENT_OF_LINE: Record<ChatMessage['event'], ChatEvent['type']> = {
  message: 'new_message',
  notice: 'new_message',
  request: 'new_chat_request',
  accepted: 'chat_accepted',
  ended: 'chat_ended',
};

const eventOf = (line: ChatMessage, session: ChatSession): ChatEvent => ({
  type: EVENT_OF_LINE[line.event],
  session: sessionView(session),
  message: messageView(line),
});

/** Who is acting on a chat: a signed-in user, or a visitor holding the token of their chat. */
export interface ChatActor {
  user: User | null;
  visitorToken?: string | null;
}

const isChatAdmin = (user: User | null): user is User => user !== null && hasPermission(user, 'chat');

function findSession(db: Db, id: number): ChatSession {
  const session = db.select().from(chatSessions).where(eq(chatSessions.id, id)).get();
  if (!session) throw notFound(CHAT_MESSAGES.notFound);
  return session;
}

export function sessionByConversation(db: Db, conversationId: string): ChatSession {
  const session = db.select().from(chatSessions).where(eq(chatSessions.conversationId, conversationId)).get();
  if (!session) throw notFound(CHAT_MESSAGES.notFound);
  return session;
}

/** The chat a reply email's link opens, while the link is valid. */
function linkedSessionId(db: Db, token: string | null | undefined, now = Date.now()): number | null {
  if (!token) return null;
  const link = db
    .select({ sessionId: chatLinks.sessionId })
    .from(chatLinks)
    .where(and(eq(chatLinks.tokenHash, hashToken(token)), gt(chatLinks.expiresAt, new Date(now))))
    .get();
  return link?.sessionId ?? null;
}

/** How the actor proves the chat is theirs: their sign-in or the chat's token, a reply email's link, or not at all. */
function customerProof(db: Db, session: ChatSession, actor: ChatActor): 'owner' | 'link' | null {
  if (actor.user !== null && session.userId === actor.user.id) return 'owner';
  if (!actor.visitorToken) return null;
  if (session.visitorTokenHash !== null && hashToken(actor.visitorToken) === session.visitorTokenHash) return 'owner';
  return linkedSessionId(db, actor.visitorToken) === session.id ? 'link' : null;
}

/** The chat if the actor is its customer (or an admin of the chat area); anyone else gets 404, not a hint. */
export function accessibleSession(
  db: Db,
  id: number,
  actor: ChatActor,
): { session: ChatSession; asAdmin: boolean; viaLink: boolean } {
  const session = findSession(db, id);
  const proof = customerProof(db, session, actor);
  if (proof) return { session, asAdmin: false, viaLink: proof === 'link' };
  if (isChatAdmin(actor.user)) return { session, asAdmin: true, viaLink: false };
  throw notFound(CHAT_MESSAGES.notFound);
}

function addLine(
  tx: DbOrTx,
  session: ChatSession,
  line: Pick<ChatMessage, 'senderType' | 'senderName' | 'message'> & { event?: ChatMessage['event'] },
): ChatMessage {
  return tx
    .insert(chatMessages)
    .values({ sessionId: session.id, ...line })
    .returning()
    .get();
}

/** A line the chat itself writes (a request, an acceptance, an end, a notice), in someone's name. */
const systemLine = (
  tx: DbOrTx,
  session: ChatSession,
  event: NonNullable<ChatMessage['event']>,
  senderName: string,
  message: string,
) => addLine(tx, session, { senderType: 'system', senderName, event, message });

/** Publishes after the transaction: subscribers read the database and must find what they were told of. */
function publish(deps: Pick<AppDeps, 'events'>, events: ChatEvent[]) {
  for (const event of events) {
    deps.events.publish<ChatEvent>(CHAT_CHANNEL, event);
    deps.events.publish<ChatEvent>(chatSessionChannel(event.session.id), event);
  }
  deps.events.adminChanged('chat');
}

function openSessionOf(db: Db, actor: ChatActor): ChatSession | undefined {
  const open = inArray(chatSessions.status, ['waiting', 'active']);
  if (actor.user)
    return db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, actor.user.id), open))
      .orderBy(desc(chatSessions.id))
      .get();
  if (!actor.visitorToken) return undefined;
  return db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.visitorTokenHash, hashToken(actor.visitorToken)), open))
    .orderBy(desc(chatSessions.id))
    .get();
}

/**
 * Opens a chat (or resumes the open one): a customer as themselves, a visitor with a name and an
 * email and a new token that proves the chat is theirs. The welcome line starts the log.
 */
export function startChat(
  deps: AppDeps,
  actor: ChatActor,
  details: { name?: string | null; email?: string | null },
  attempt?: Attempt,
) {
  const existing = openSessionOf(deps.db, actor);
  if (existing) {
    // Resuming rings nobody: only a new chat counts against the door's budget.
    attempt?.giveBack();
    return { session: sessionView(existing), visitorToken: actor.user ? null : (actor.visitorToken ?? null) };
  }
  const visitor = actor.user ? null : visitorDetails.safeParse(details);
  if (visitor && !visitor.success) throw invalid(visitor.error.issues[0]?.message ?? CHAT_MESSAGES.nameAndEmail);
  const email = actor.user?.email ?? visitor!.data.email;
  const token = actor.user ? null : generateToken();
  const name = actor.user?.name ?? visitor!.data.name;
  const { session, lines } = deps.db.transaction((tx) => {
    const created = tx
      .insert(chatSessions)
      .values({
        conversationId: newId('conv'),
        userId: actor.user?.id ?? null,
        customerName: name,
        customerEmail: email,
        visitorTokenHash: token ? hashToken(token) : null,
      })
      .returning()
      .get();
    const welcome = teamIsIn(deps, Date.now()) ? CHAT_MESSAGES.welcome : CHAT_MESSAGES.welcomeAfterHours;
    const request = systemLine(tx, created, 'request', BRAND.name, welcome(name));
    return { session: created, lines: [request] };
  });
  publish(
    deps,
    lines.map((line) => eventOf(line, session)),
  );
  return { session: sessionView(session), visitorToken: token };
}

/**
 * send_message: the customer while the chat is open; an admin once it is accepted. Trimmed and length-checked by the
 * schema. A customer who follows a reply email's link may write in an ended chat: it asks for an
 * admin again, in the same conversation. The team's line to a customer with no chat window open
 * goes to them by email too.
 */
export async function sendChatMessage(
  deps: AppDeps,
  actor: ChatActor,
  sessionId: number,
  text: string,
  now = Date.now(),
) {
  const { session, asAdmin, viaLink } = accessibleSession(deps.db, sessionId, actor);
  if (session.status === 'ended' && !viaLink) throw invalid(CHAT_MESSAGES.notActive);
  if (asAdmin && session.status !== 'active') throw invalid(CHAT_MESSAGES.acceptFirst);
  const { current, lines } = await withMail(deps, (tx, mail) => {
    const current = session.status === 'ended' ? reopen(tx, session, now) : session;
    const reopened = current === session ? [] : [reopenedLine(tx, current)];
    const line = addLine(
      tx,
      current,
      asAdmin
        ? { senderType: 'admin', senderName: actor.user!.name, message: text }
        : { senderType: 'customer', senderName: session.customerName, message: text },
    );
    if (asAdmin && !deps.events.isPresent(customerPresence(session.id))) mailReply(deps, tx, mail, current, line, now);
    return { current, lines: [...reopened, line] };
  });
  publish(
    deps,
    lines.map((line) => eventOf(line, current)),
  );
  // An unanswered chat already in the inbox keeps its inbox copy whole.
  if (!asAdmin && current.escalatedAt && current.status === 'waiting') refreshInboxCopy(deps.db, current);
  return messageView(lines.at(-1)!);
}

/** An ended chat asks for an admin again: back in the queue, its minute to be answered counted afresh. */
function reopen(tx: DbOrTx, session: ChatSession, now: number): ChatSession {
  return tx
    .update(chatSessions)
    .set({
      status: 'waiting',
      adminId: null,
      adminName: null,
      acceptedAt: null,
      endedAt: null,
      endedBy: null,
      escalatedAt: null,
      inboxMessageId: null,
      requestedAt: new Date(now),
    })
    .where(eq(chatSessions.id, session.id))
    .returning()
    .get();
}

const reopenedLine = (tx: DbOrTx, session: ChatSession) =>
  systemLine(tx, session, 'request', session.customerName, CHAT_MESSAGES.reopened(session.customerName));

/**
 * Issue 35 §6: the team's line joins the reply email still gathering this chat's replies, or starts
 * one, due after CHAT_REPLY_GATHER_SECONDS (90 s), with a new secret link back into the
 * conversation (only its hash is kept).
 */
function mailReply(
  deps: AppDeps,
  tx: DbOrTx,
  mail: (message: OutgoingEmail) => void,
  session: ChatSession,
  line: ChatMessage,
  now: number,
) {
  const reply = { from: line.senderName, text: line.message };
  const gathered = reviseQueued(tx, replyTopic(session.id), (body) =>
    body.template === 'ChatReplies'
      ? { ...body, props: { ...body.props, replies: [...body.props.replies, reply] } }
      : body,
  );
  if (gathered) return;
  const token = generateToken();
  tx.insert(chatLinks)
    .values({ sessionId: session.id, tokenHash: hashToken(token), expiresAt: new Date(now + CHAT_LINK_TTL_MS) })
    .run();
  mail(
    chatRepliesEmail(
      session.customerEmail,
      session.customerName,
      [reply],
      `${deps.config.publicUrl}/continue-chat?token=${token}`,
      { notBefore: new Date(now + deps.config.chatReplyGatherMs), topic: replyTopic(session.id) },
    ),
  );
}

/**
 * A page of the customer's follows their chat (the launcher, or the chat window): the consoles
 * see them online, and new replies reach them there. A reply email already gathering still goes
 * unless they read the chat (markChatRead): a page with the launcher closed shows only a count.
 */
export function customerArrived(deps: AppDeps, sessionId: number, signal: AbortSignal | undefined) {
  deps.events.attend(customerPresence(sessionId), signal, (online) => {
    deps.events.publish<PresenceEvent>(CHAT_CHANNEL, { type: 'presence', sessionId, online });
  });
}

/** Read receipts (issue 35 §9): a side has seen the chat up to `lineId`; the other side is told. */
export function markChatRead(deps: AppDeps, actor: ChatActor, sessionId: number, lineId: number) {
  const { session, asAdmin } = accessibleSession(deps.db, sessionId, actor);
  const column = asAdmin ? chatSessions.adminReadId : chatSessions.customerReadId;
  // No further than the chat's own last line: a made-up id marks nothing unwritten as seen.
  const last =
    deps.db
      .select({ id: max(chatMessages.id) })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.id))
      .get()?.id ?? 0;
  const upTo = Math.min(lineId, last);
  const moved = deps.db
    .update(chatSessions)
    .set(asAdmin ? { adminReadId: upTo } : { customerReadId: upTo })
    .where(and(eq(chatSessions.id, session.id), lt(column, upTo)))
    .returning({ id: chatSessions.id })
    .get();
  if (!moved) return { lineId: asAdmin ? session.adminReadId : session.customerReadId };
  if (!asAdmin) dropQueued(deps.db, replyTopic(session.id));
  const event: ReadEvent = { type: 'read', sessionId: session.id, by: asAdmin ? 'admin' : 'customer', lineId: upTo };
  deps.events.publish(CHAT_CHANNEL, event);
  deps.events.publish(chatSessionChannel(session.id), event);
  return { lineId: upTo };
}

/** admin_accept_chat: the first admin wins; the chat leaves every other admin's queue at once. */
export function acceptChat(deps: AppDeps, admin: User, sessionId: number, now = Date.now()) {
  const result = deps.db.transaction((tx) => {
    const accepted = tx
      .update(chatSessions)
      .set({ status: 'active', adminId: admin.id, adminName: admin.name, acceptedAt: new Date(now) })
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.status, 'waiting')))
      .returning()
      .get();
    if (!accepted) return null;
    return {
      session: accepted,
      line: systemLine(tx, accepted, 'accepted', admin.name, CHAT_MESSAGES.accepted(admin.name)),
    };
  });
  if (!result) {
    const session = findSession(deps.db, sessionId);
    throw session.status === 'ended' ? invalid(CHAT_MESSAGES.notActive) : conflict(CHAT_MESSAGES.alreadyAccepted);
  }
  publish(deps, [eventOf(result.line, result.session)]);
  audit(deps, admin, 'accept_chat', `${result.session.customerEmail} (${result.session.conversationId})`);
  return sessionView(result.session);
}

/** end_chat: either side; the console clears the conversation on chat_ended. Ending twice is harmless. */
export function endChat(deps: AppDeps, actor: ChatActor, sessionId: number, now = Date.now()) {
  const { session, asAdmin } = accessibleSession(deps.db, sessionId, actor);
  const result = deps.db.transaction((tx) => {
    const ended = tx
      .update(chatSessions)
      .set({ status: 'ended', endedAt: new Date(now), endedBy: asAdmin ? 'admin' : 'customer' })
      .where(and(eq(chatSessions.id, session.id), ne(chatSessions.status, 'ended')))
      .returning()
      .get();
    if (!ended) return null;
    const text = asAdmin ? CHAT_MESSAGES.endedByAdmin : CHAT_MESSAGES.endedByCustomer(session.customerName);
    return {
      session: ended,
      line: systemLine(tx, ended, 'ended', asAdmin ? actor.user!.name : session.customerName, text),
    };
  });
  if (!result) return sessionView(findSession(deps.db, session.id));
  publish(deps, [eventOf(result.line, result.session)]);
  if (asAdmin) audit(deps, actor.user!, 'end_chat', `${session.customerEmail} (${session.conversationId})`);
  return sessionView(result.session);
}

/** Typing goes to the other side only while it happens; it is never stored. */
export function signalTyping(deps: AppDeps, actor: ChatActor, sessionId: number, typing: boolean) {
  const { session, asAdmin } = accessibleSession(deps.db, sessionId, actor);
  if (session.status === 'ended') return;
  const event: TypingEvent = {
    type: 'typing',
    sessionId: session.id,
    from: asAdmin ? 'admin' : 'customer',
    name: asAdmin ? actor.user!.name : session.customerName,
    typing,
  };
  deps.events.publish(CHAT_CHANNEL, event);
  deps.events.publish(chatSessionChannel(session.id), event);
}

const linesAfter = preparedQuery((db) =>
  db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.sessionId, sql.placeholder('sessionId')), gt(chatMessages.id, sql.placeholder('afterId'))),
    )
    .orderBy(asc(chatMessages.id))
    .prepare(),
);

function linesOf(db: DbOrTx, sessionId: number, afterId = 0): ChatMessage[] {
  return linesAfter(db).all({ sessionId, afterId });
}

export function chatHistory(db: Db, session: ChatSession) {
  return { session: sessionView(session), messages: linesOf(db, session.id).map(messageView) };
}

/**
 * The customer's own open chat, to resume after a reload; null when there is none. A reply
 * email's link opens its conversation, ended or not.
 */
export function myOpenChat(db: Db, actor: ChatActor) {
  const linked = linkedSessionId(db, actor.visitorToken);
  const session = linked === null ? openSessionOf(db, actor) : findSession(db, linked);
  return session ? chatHistory(db, session) : null;
}

/** The queue every chat admin sees: waiting customers, oldest first. */
export function waitingSessions(db: Db) {
  return db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.status, 'waiting'))
    .orderBy(asc(chatSessions.id))
    .all()
    .map(sessionView);
}

/** The last thing someone said in a chat, rather than the last join or notice. */
const lastSaid = (db: DbOrTx, sessionId: number) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.event, 'message')))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .get();

/** The console's list: the 10 most recent sessions, with their last line. */
export function recentSessions(db: Db, limit = RECENT_CHAT_SESSIONS) {
  const sessions = db.select().from(chatSessions).orderBy(desc(chatSessions.id)).limit(limit).all();
  return sessions.map((session) => {
    const last = lastSaid(db, session.id);
    return { ...sessionView(session), lastMessage: last ? messageView(last) : null };
  });
}

export function deleteSession(deps: AppDeps, admin: User, id: number) {
  const session = findSession(deps.db, id);
  if (session.status === 'active') throw invalid(CHAT_MESSAGES.deleteActive);
  deps.db.delete(chatSessions).where(eq(chatSessions.id, id)).run();
  audit(deps, admin, 'delete_chat_session', `${session.customerEmail} (${session.conversationId})`);
  deps.events.adminChanged('chat');
  return { message: CHAT_MESSAGES.sessionDeleted };
}

/** The id of the newest line of all chats: where a feed without a backlog starts. */
export const latestLineId = (db: Db) =>
  db.select({ id: chatMessages.id }).from(chatMessages).orderBy(desc(chatMessages.id)).limit(1).get()?.id ?? 0;

const MAX_CATCH_UP = 5000;

/** The lines after `afterId` as events, oldest first: one chat's, or (for admins) every chat's, bounded. */
export function eventsAfter(db: Db, afterId: number, sessionId: number | null): ChatEvent[] {
  const lines = db
    .select({ line: chatMessages, session: chatSessions })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      sessionId === null
        ? gt(chatMessages.id, afterId)
        : and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, afterId)),
    )
    .orderBy(asc(chatMessages.id))
    .limit(MAX_CATCH_UP)
    .all();
  return lines.map(({ line, session }) => eventOf(line, session));
}

/** The inbox copy of an unanswered chat: the whole conversation, newest line last. */
function transcript(db: DbOrTx, session: ChatSession): string {
  return linesOf(db, session.id)
    .filter((line) => line.event === 'message')
    .map((line) => lineText(line, 'time'))
    .join('\n');
}

/** One line as the transcripts write it: "[14:05 UTC] Name: text", with the date before the time when asked. */
const lineText = (line: ChatMessage, stamp: 'time' | 'date and time') =>
  `[${line.createdAt
    .toISOString()
    .replace('T', ' ')
    .slice(stamp === 'time' ? 11 : 0, 16)} UTC] ${line.senderName}: ${line.message}`;

/**
 * Issue 35 §8: a copy of the conversation so far, emailed to the chat's own address at its
 * customer's request (or a chat admin's). The chat records that it was sent, for both sides.
 */
export async function emailTranscript(deps: AppDeps, actor: ChatActor, sessionId: number) {
  const { session, asAdmin, viaLink } = accessibleSession(deps.db, sessionId, actor);
  // The chat's address was typed by whoever started it: the studio mails its text there only once
  // the address is proven (the signed-in account that confirmed it, a reply email's link), or at
  // the team's own request. Otherwise anyone could send their words to anyone in the studio's name.
  const owner = actor.user;
  const proven =
    asAdmin || viaLink || (owner !== null && hasVerifiedEmail(owner) && owner.email === session.customerEmail);
  if (!proven) throw forbidden(CHAT_MESSAGES.copyNeedsProvenAddress);
  const lines = transcript(deps.db, session);
  if (!lines) throw invalid(CHAT_MESSAGES.nothingToSend);
  const line = await withMail(deps, (tx, mail) => {
    mail(chatCopyEmail(session.customerEmail, session.customerName, lines));
    return systemLine(tx, session, 'notice', BRAND.name, CHAT_MESSAGES.transcriptSent(session.customerEmail));
  });
  publish(deps, [eventOf(line, session)]);
  return { message: CHAT_MESSAGES.transcriptSent(session.customerEmail) };
}

/** A conversation for the team's records: as text, or as JSON with every line (issue 35 §8). */
export function exportConversation(deps: AppDeps, admin: User, session: ChatSession, format: 'txt' | 'json') {
  const lines = linesOf(deps.db, session.id);
  audit(deps, admin, 'export_chat', `${session.conversationId} (${session.customerEmail}) as ${format}`);
  if (format === 'json')
    return JSON.stringify({ conversation: sessionView(session), lines: lines.map(messageView) }, null, 2);
  const heading = `Chat with ${session.customerName} <${session.customerEmail}>, ${session.createdAt.toISOString()}`;
  return `${heading}\n\n${lines.map((line) => lineText(line, 'date and time')).join('\n')}\n`;
}

function refreshInboxCopy(db: Db, session: ChatSession) {
  if (!session.inboxMessageId) return;
  refreshChatInboxCopy(db, session.inboxMessageId, transcript(db, session));
}

/** Within the team's hours, or after them with an admin of chat at the console: someone may answer. */
const teamIsIn = (deps: AppDeps, now: number) =>
  chatHoursState(deps.config.chatHours, now).open || deps.events.isPresent(TEAM_PRESENCE);

/**
 * Chats nobody accepted within a minute: the customer is told, the conversation becomes a message
 * in the admin inbox, and the admins get it by email. Each chat once; run on a timer by the app.
 */
export async function escalateUnanswered(deps: AppDeps, now = Date.now()) {
  // Outside the team's hours a chat goes to the inbox at once, saying when the team is back,
  // unless an admin is at the console after hours: then it waits the minute for them too.
  const hours = chatHoursState(deps.config.chatHours, now);
  const notice = hours.reopensAt ? CHAT_MESSAGES.away(describeReopening(hours.reopensAt, now)) : CHAT_MESSAGES.noAnswer;
  const waitTheMinute = teamIsIn(deps, now);
  const overdue = deps.db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.status, 'waiting'),
        isNull(chatSessions.escalatedAt),
        waitTheMinute
          ? lte(sql`coalesce(${chatSessions.requestedAt}, ${chatSessions.createdAt})`, now - CHAT_ANSWER_WITHIN_MS)
          : undefined,
      ),
    )
    .all();
  for (const session of overdue) {
    const claimed = deps.db.transaction((tx) => {
      const marked = tx
        .update(chatSessions)
        .set({ escalatedAt: new Date(now) })
        .where(
          and(eq(chatSessions.id, session.id), eq(chatSessions.status, 'waiting'), isNull(chatSessions.escalatedAt)),
        )
        .returning()
        .get();
      if (!marked) return null;
      const inboxMessageId = saveCustomerMessage(tx, {
        userId: marked.userId,
        email: marked.customerEmail,
        subject: `Live chat from ${marked.customerName} (unanswered)`,
        message: transcript(tx, marked) || '(no message yet)',
      });
      const withInbox = tx
        .update(chatSessions)
        .set({ inboxMessageId })
        .where(eq(chatSessions.id, marked.id))
        .returning()
        .get();
      return {
        session: withInbox,
        line: systemLine(tx, withInbox, 'notice', BRAND.name, notice),
      };
    });
    if (!claimed) continue;
    publish(deps, [eventOf(claimed.line, claimed.session)]);
    deps.events.adminChanged('messages');
    const { customerName, customerEmail } = claimed.session;
    const inbox = `${deps.config.publicUrl}/admin?tab=messages`;
    const lines = transcript(deps.db, claimed.session);
    await noticeToAdmins(deps, 'chat', {
      summary: `Unanswered live chat from ${customerName} <${customerEmail}>, now in the inbox`,
      link: inbox,
      message: (to) => chatTranscriptEmail(to, customerName, customerEmail, lines, inbox, !waitTheMinute),
    });
  }
  return overdue.length;
}

/**
 * Issue 35 §7: an accepted chat whose customer has waited 3 minutes for an answer while its admin
 * has no console or admin screen open: the admin is emailed, once per unanswered line.
 */
export async function alertAwayAgents(deps: AppDeps, now = Date.now()) {
  const active = deps.db
    .select({ session: chatSessions, adminEmail: users.email })
    .from(chatSessions)
    .innerJoin(users, eq(users.id, chatSessions.adminId))
    .where(eq(chatSessions.status, 'active'))
    .all();
  let alerted = 0;
  for (const { session, adminEmail } of active) {
    if (deps.events.isPresent(adminPresence(session.adminId!))) continue;
    const last = lastSaid(deps.db, session.id);
    if (!last || last.senderType !== 'customer' || last.id <= session.alertedLineId) continue;
    if (last.createdAt.getTime() > now - AGENT_AWAY_ALERT_MS) continue;
    const consoleUrl = `${deps.config.publicUrl}/admin-chat/${session.conversationId}`;
    alerted += await withMail(deps, (tx, mail) => {
      const claimed = tx
        .update(chatSessions)
        .set({ alertedLineId: last.id })
        .where(and(eq(chatSessions.id, session.id), lt(chatSessions.alertedLineId, last.id)))
        .returning({ id: chatSessions.id })
        .get();
      if (!claimed) return 0;
      const minutes = Math.floor((now - last.createdAt.getTime()) / 60_000);
      mail(
        chatAwaitsYouEmail(adminEmail, { customer: session.customerName, minutes, lastLine: last.message, consoleUrl }),
      );
      return 1;
    });
  }
  return alerted;
}

/** The chat timers' one sweep: chats nobody accepted, and chats waiting on an admin who is away. */
export async function sweepChats(deps: AppDeps, now = Date.now()) {
  await escalateUnanswered(deps, now);
  await alertAwayAgents(deps, now);
}

// The dashboard asks for it on every load.
const latestSessionOf = preparedQuery((db) =>
  db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, sql.placeholder('userId')))
    .orderBy(desc(chatSessions.id))
    .limit(1)
    .prepare(),
);

/**
 * For the customer dashboard (spec part 2 §3 conversation_messages): the latest chat, as the dashboard's chat shows it.
 */
export function latestConversation(db: Db, user: User) {
  const session = latestSessionOf(db).get({ userId: user.id });
  if (!session) return [];
  return linesOf(db, session.id).map((line) => ({
    type:
      line.senderType === 'customer'
        ? ('user' as const)
        : line.senderType === 'admin'
          ? ('admin' as const)
          : ('system' as const),
    message: line.message,
    timestamp: line.createdAt.toISOString(),
  }));
}

/**
 * A deleted person's chats (decision 043): their lines and reply links cascade, and a reply email
 * still gathering is dropped. How many chats there were.
 */
export function deleteChatSessionsOf(db: DbOrTx, owner: RecordOwner): number {
  const deleted = db
    .delete(chatSessions)
    .where(recordsOf(owner, { userId: chatSessions.userId, email: chatSessions.customerEmail }))
    .returning({ id: chatSessions.id })
    .all();
  for (const { id } of deleted) dropQueued(db, replyTopic(id));
  return deleted.length;
}
