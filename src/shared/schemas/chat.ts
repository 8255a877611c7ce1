import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../chat';
import { emailSchema, optionalPersonName, personName } from './auth';

// Live chat inputs (spec part 2 §5: a chat message is non-empty after trimming).

const message = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: CHAT_MESSAGES.messageRequired, abort: true })
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong);

/** A visitor's proof of owning their chat: a random token the browser keeps; customers use their session. */
export const visitorToken = z.string().min(10).max(100).nullish();

export const startChatInput = z.object({
  name: optionalPersonName().nullish(),
  email: z.string().trim().max(254).nullish(),
  /** A visitor's earlier token, to resume their open chat. */
  visitorToken,
});

/** Visitors give a name and an email (spec: the public site's chat). */
export const visitorDetails = z.object({
  name: personName(CHAT_MESSAGES.nameAndEmail),
  email: z
    .string({ error: CHAT_MESSAGES.nameAndEmail })
    .trim()
    .min(1, { error: CHAT_MESSAGES.nameAndEmail, abort: true })
    .pipe(emailSchema),
});

export const sessionRef = z.object({ sessionId: z.number().int().positive(), visitorToken });
export const sendChatInput = sessionRef.extend({ message });
export const typingInput = sessionRef.extend({ typing: z.boolean() });
/** Read receipts: the newest line of the chat the caller has seen. */
export const readInput = sessionRef.extend({ lineId: z.number().int().positive() });
/** tRPC adds lastEventId when a socket reconnects: the feed replays what was missed after it. */
export const chatFeedInput = sessionRef.extend({ lastEventId: z.string().max(40).nullish() });
export const adminFeedInput = z.object({ lastEventId: z.string().max(40).nullish() }).optional();
