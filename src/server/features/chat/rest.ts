import {
  adminChatHistoryAnswer,
  chatHistoryAnswer,
  chatIdParam,
  chatSessionsAnswer,
  conversationParam,
  conversationsAnswer,
  exportFormatQuery,
  visitorQuery,
} from '../../../shared/schemas/rest/chat';
import { download, messageAnswer } from '../../../shared/schemas/rest/common';
import { defineRoute, procedureRoute } from '../../http/route';
import { toWire } from '../../http/wire';
import { adminWith, anyone } from '../../core/access';
import { adminArea } from '../../core/doors';
import { accessibleSession, chatHistory, exportConversation, recentSessions, sessionByConversation } from './service';
import { chatRouter } from './router';

const CONVERSATIONS_LIMIT = 100;

// Spec part 2 §7 Chat calls. The live traffic itself goes over the tRPC WebSocket (chat.*).
export const chatRoutes = [
  procedureRoute(chatRouter.queue, {
    method: 'GET',
    url: '/chat/conversations',
    summary: 'The latest chats',
    schema: { response: { 200: conversationsAnswer } },
    handler: ({ deps }) => toWire(conversationsAnswer, { conversations: recentSessions(deps.db, CONVERSATIONS_LIMIT) }),
  }),

  procedureRoute(chatRouter.queue, {
    method: 'GET',
    url: '/admin/chat/sessions',
    summary: 'The chats, and those waiting for an admin',
    schema: { response: { 200: chatSessionsAnswer } },
    answer: ({ recent, waiting }) => toWire(chatSessionsAnswer, { sessions: recent, waiting }),
  }),

  // The chat's customer (Bearer, or a visitor's ?visitor_token=) or a chat admin; anyone else 404.
  defineRoute({
    method: 'GET',
    url: '/chat/messages/:id',
    access: anyone,
    proof: ['session', 'chatToken', adminArea('chat')],
    summary: "A chat's history, for its customer or a chat admin",
    schema: { params: chatIdParam, querystring: visitorQuery, response: { 200: chatHistoryAnswer } },
    handler: ({ deps, params, query, callerIfAny }) => {
      const { session } = accessibleSession(deps.db, params.id, {
        user: callerIfAny,
        visitorToken: query.visitor_token,
      });
      return toWire(chatHistoryAnswer, chatHistory(deps.db, session));
    },
  }),

  procedureRoute(chatRouter.session, {
    method: 'GET',
    url: '/admin/chat/session/:conversationId',
    summary: "A chat's history by conversation",
    schema: { params: conversationParam, response: { 200: adminChatHistoryAnswer } },
    answer: ({ session, messages }) => toWire(adminChatHistoryAnswer, { session: { ...session, messages } }),
  }),

  // Issue 35 §8: any conversation for the team's records, as text or JSON; each export is audited.
  defineRoute({
    method: 'GET',
    url: '/admin/chat/session/:conversationId/export',
    access: adminWith('chat'),
    budget: { limit: 'staffExport' },
    summary: 'A chat as a text or JSON file',
    schema: {
      params: conversationParam,
      querystring: exportFormatQuery,
      response: {
        200: download(['text/plain', 'application/json'], 'The conversation: text, or JSON with ?format=json'),
      },
    },
    handler: ({ deps, caller, params, query, reply }) => {
      const session = sessionByConversation(deps.db, params.conversationId);
      const json = query.format === 'json';
      return reply
        .header('content-type', json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="chat-${session.conversationId}.${query.format}"`)
        .header('cache-control', 'no-store')
        .send(exportConversation(deps, caller, session, query.format));
    },
  }),

  procedureRoute(chatRouter.deleteSession, {
    method: 'DELETE',
    url: '/admin/chat/sessions/:id',
    summary: 'Delete a chat',
    schema: { params: chatIdParam, response: { 200: messageAnswer } },
  }),
];
