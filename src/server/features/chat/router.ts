import { z } from 'zod';
import {
  adminFeedInput,
  chatFeedInput,
  readInput,
  sendChatInput,
  sessionRef,
  startChatInput,
  typingInput,
  visitorToken,
} from '../../../shared/schemas/chat';
import { chatHoursState } from '../../../shared/chat-hours';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { adminFeed, customerFeed } from './feeds';
import {
  acceptChat,
  chatHistory,
  deleteSession,
  emailTranscript,
  customerPresence,
  endChat,
  markChatRead,
  myOpenChat,
  recentSessions,
  sendChatMessage,
  sessionByConversation,
  signalTyping,
  startChat,
  waitingSessions,
  type ChatActor,
} from './service';
import type { User } from '../../db/schema';
import { adminArea, type Budget, type ProofRequirement } from '../../core/doors';

const actor = (ctx: { user: User | null }, token: string | null | undefined): ChatActor => ({
  user: ctx.user,
  visitorToken: token ?? null,
});
const chatAdmin = adminProcedure('chat');

/** A chat's own customer (signed in, or a visitor with the chat's token), or a chat admin. */
const CHAT_PARTY: readonly ProofRequirement[] = ['session', 'chatToken', adminArea('chat')];
const chatLine: Budget = { limit: 'chatLine', staffArea: 'chat' };
/** A line of a chat by one of its parties (its customer, or a chat admin), counted per line. */
const partyLine = publicProcedure.meta({ proof: CHAT_PARTY, budget: chatLine });

export const chatRouter = router({
  /** Opens a chat, or resumes the one still open: customers by their sign-in, visitors by name, email and token. */
  start: publicProcedure
    .meta({ proof: ['nothing', 'session', 'chatToken'], budget: { limit: 'chatStart', email: 'email' } })
    .input(startChatInput)
    .mutation(({ ctx, input }) => startChat(ctx.deps, actor(ctx, input.visitorToken), input, ctx.attempt)),
  /** Whether the team answers chats now, and if not, when it is back (the chat window says so). */
  hours: publicProcedure.meta({ proof: ['nothing'] }).query(({ ctx }) => chatHoursState(ctx.deps.config.chatHours)),
  /** The caller's own open chat (by their session or chat token), or null. */
  mine: publicProcedure
    .meta({ proof: ['nothing'] })
    .input(z.object({ visitorToken }).optional())
    .query(({ ctx, input }) => myOpenChat(ctx.deps.db, actor(ctx, input?.visitorToken))),
  send: partyLine
    .input(sendChatInput)
    .mutation(({ ctx, input }) =>
      sendChatMessage(ctx.deps, actor(ctx, input.visitorToken), input.sessionId, input.message),
    ),
  typing: partyLine.input(typingInput).mutation(({ ctx, input }) => {
    signalTyping(ctx.deps, actor(ctx, input.visitorToken), input.sessionId, input.typing);
    return { ok: true };
  }),
  end: partyLine
    .input(sessionRef)
    .mutation(({ ctx, input }) => endChat(ctx.deps, actor(ctx, input.visitorToken), input.sessionId)),
  /** A copy of the conversation so far, emailed to the chat's own address. */
  emailTranscript: publicProcedure
    .meta({ proof: CHAT_PARTY, budget: { limit: 'chatTranscript', staffArea: 'chat' } })
    .input(sessionRef)
    .mutation(({ ctx, input }) => emailTranscript(ctx.deps, actor(ctx, input.visitorToken), input.sessionId)),
  /** Read receipts: the caller's side has seen the chat up to `lineId`. */
  read: partyLine
    .input(readInput)
    .mutation(({ ctx, input }) =>
      markChatRead(ctx.deps, actor(ctx, input.visitorToken), input.sessionId, input.lineId),
    ),
  feed: publicProcedure
    .meta({ proof: CHAT_PARTY })
    .input(chatFeedInput)
    .subscription(({ ctx, input, signal }) => customerFeed(ctx.deps, actor(ctx, input.visitorToken), input, signal)),

  adminFeed: chatAdmin
    .input(adminFeedInput)
    .subscription(({ ctx, input, signal }) => adminFeed(ctx.deps, ctx.user.id, input, signal)),
  accept: chatAdmin
    .input(z.object({ sessionId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => acceptChat(ctx.deps, ctx.user, input.sessionId)),
  queue: chatAdmin.query(({ ctx }) => ({ waiting: waitingSessions(ctx.deps.db), recent: recentSessions(ctx.deps.db) })),
  session: chatAdmin.input(z.object({ conversationId: z.string().min(1).max(80) })).query(({ ctx, input }) => {
    const session = sessionByConversation(ctx.deps.db, input.conversationId);
    return {
      ...chatHistory(ctx.deps.db, session),
      customerOnline: ctx.deps.events.isPresent(customerPresence(session.id)),
    };
  }),
  deleteSession: chatAdmin
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => deleteSession(ctx.deps, ctx.user, input.id)),
});
