import { z } from 'zod';
import { timestamp } from './common';

// Spec part 2 §7 Chat: the REST answers (the live traffic is tRPC's).
const chatSessionWire = z.object({
  id: z.number(),
  conversation_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  status: z.string(),
  admin_name: z.string().nullable(),
  created_at: timestamp,
  accepted_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  escalated: z.boolean(),
});

const chatMessageWire = z.object({
  id: z.number(),
  session_id: z.number(),
  sender_type: z.string(),
  sender_name: z.string(),
  message: z.string(),
  timestamp,
});

const withLast = chatSessionWire.extend({ last_message: chatMessageWire.nullable() });

export const conversationsAnswer = z.object({ conversations: z.array(withLast) });
export const chatSessionsAnswer = z.object({ sessions: z.array(withLast), waiting: z.array(chatSessionWire) });
export const chatHistoryAnswer = z.object({ session: chatSessionWire, messages: z.array(chatMessageWire) });
export const adminChatHistoryAnswer = z.object({
  session: chatSessionWire.extend({ messages: z.array(chatMessageWire) }),
});

export const chatIdParam = z.object({ id: z.coerce.number().int().positive() });
export const visitorQuery = z.object({ visitor_token: z.string().max(100).optional() });
export const conversationParam = z.object({ conversationId: z.string().min(1).max(80) });
export const exportFormatQuery = z.object({ format: z.enum(['txt', 'json']).default('txt') });
