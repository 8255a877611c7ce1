import type { RouterOutputs } from '../../lib/api-types';

type Chat = RouterOutputs['chat'];
export type ChatSession = NonNullable<Chat['mine']>['session'];
export type ChatLine = NonNullable<Chat['mine']>['messages'][number];
export type QueueSession = Chat['queue']['recent'][number];
export type ChatHistory = Chat['session'];

/** What the feeds send: a tracked line event ({ id, data }), the waiting queue, or a typing signal. */
export interface LineEvent {
  type: 'new_chat_request' | 'chat_accepted' | 'new_message' | 'chat_ended';
  session: ChatSession;
  message: ChatLine;
}
export interface TypingSignal {
  type: 'typing';
  sessionId: number;
  from: 'customer' | 'admin';
  name: string;
  typing: boolean;
}
export interface WaitingSnapshot {
  type: 'waiting_customers';
  sessions: ChatSession[];
}
/** A read receipt: `by` has seen the chat up to `lineId`. */
export interface ReadSignal {
  type: 'read';
  sessionId: number;
  by: 'customer' | 'admin';
  lineId: number;
}
/** The chat's customer has a chat window open, or no longer. */
export interface PresenceSignal {
  type: 'presence';
  sessionId: number;
  online: boolean;
}
export type FeedData = { id: string; data: LineEvent } | TypingSignal | WaitingSnapshot | ReadSignal | PresenceSignal;

export const typingOf = (data: FeedData): TypingSignal | null =>
  'type' in data && data.type === 'typing' ? data : null;
export const readOf = (data: FeedData): ReadSignal | null => ('type' in data && data.type === 'read' ? data : null);
export const presenceOf = (data: FeedData): PresenceSignal | null =>
  'type' in data && data.type === 'presence' ? data : null;

/** The id of the newest line written by the other side of `me`, which `me` reads; 0 when none. */
export const lastLineFrom = (lines: readonly ChatLine[], other: ChatLine['senderType']) =>
  lines.findLast((line) => line.senderType === other)?.id ?? 0;
export const waitingOf = (data: FeedData): WaitingSnapshot | null =>
  'type' in data && data.type === 'waiting_customers' ? data : null;

/** A tracked line event, or null for the untracked kinds. */
export const lineEventOf = (data: FeedData): LineEvent | null => ('data' in data && 'id' in data ? data.data : null);

/**
 * Adds lines to a chat's log: each line once (a replay after a reconnect repeats some), in the
 * order of their ids, which is the order the server wrote them.
 */
export function mergeLines(current: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  if (incoming.length === 0) return current as ChatLine[];
  const byId = new Map(current.map((line) => [line.id, line]));
  let changed = false;
  for (const line of incoming) {
    if (!byId.has(line.id)) {
      byId.set(line.id, line);
      changed = true;
    }
  }
  if (!changed) return current as ChatLine[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
export const lineTime = (timestamp: string) => clock.format(new Date(timestamp));
