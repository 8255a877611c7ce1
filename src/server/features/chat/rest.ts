import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access, callerOf } from '../../http/access';
import { adminWith, anyone } from '../auth/access';
import {
  accessibleSession,
  chatHistory,
  deleteSession,
  recentSessions,
  sessionByConversation,
  waitingSessions,
  type ChatMessageView,
  type ChatSessionView,
} from './service';

const CONVERSATIONS_LIMIT = 100;

const sessionWire = (session: ChatSessionView) => ({
  id: session.id,
  conversation_id: session.conversationId,
  customer_name: session.customerName,
  customer_email: session.customerEmail,
  status: session.status,
  admin_name: session.adminName,
  created_at: session.createdAt,
  accepted_at: session.acceptedAt,
  ended_at: session.endedAt,
  escalated: session.escalated,
});

const messageWire = (message: ChatMessageView) => ({
  id: message.id,
  session_id: message.sessionId,
  sender_type: message.senderType,
  sender_name: message.senderName,
  message: message.message,
  timestamp: message.timestamp,
});

const withLast = (session: ReturnType<typeof recentSessions>[number]) => ({
  ...sessionWire(session),
  last_message: session.lastMessage ? messageWire(session.lastMessage) : null,
});

// Built once: every new zod object schema compiles its parser on first use, at some 70 µs a request.
const idParam = z.object({ id: z.coerce.number().int().positive() });
const visitorQuery = z.object({ visitor_token: z.string().max(100).optional() });
const conversationParam = z.object({ conversationId: z.string().min(1).max(80) });

// Spec part 2 §7 Chat calls. The live traffic itself goes over the tRPC WebSocket (chat.*).
export async function chatRest(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;

  const chatAdmin = access(adminWith('chat'));

  app.get('/chat/conversations', chatAdmin, async () => {
    return { conversations: recentSessions(db, CONVERSATIONS_LIMIT).map(withLast) };
  });

  app.get('/admin/chat/sessions', chatAdmin, async () => {
    return { sessions: recentSessions(db).map(withLast), waiting: waitingSessions(db).map(sessionWire) };
  });

  // The chat's customer (Bearer, or a visitor's ?visitor_token=) or a chat admin; anyone else 404.
  app.get('/chat/messages/:id', access(anyone), async (request) => {
    const { id } = idParam.parse(request.params);
    const { visitor_token: visitorToken } = visitorQuery.parse(request.query);
    const { session } = accessibleSession(db, id, { user: request.auth?.user ?? null, visitorToken });
    const history = chatHistory(db, session);
    return { session: sessionWire(history.session), messages: history.messages.map(messageWire) };
  });

  app.get('/admin/chat/session/:conversationId', chatAdmin, async (request) => {
    const { conversationId } = conversationParam.parse(request.params);
    const history = chatHistory(db, sessionByConversation(db, conversationId));
    return { session: { ...sessionWire(history.session), messages: history.messages.map(messageWire) } };
  });

  app.delete('/admin/chat/sessions/:id', chatAdmin, async (request) => {
    return deleteSession(deps, callerOf(request), idParam.parse(request.params).id);
  });
}
