import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../../tests/fixtures/sockets';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { DEFAULT_CHAT_HOURS, parseChatHours } from '../../../shared/chat-hours';
import { pacificToUtc } from '../../../shared/schedule';
import { chatMessages, chatSessions, customerMessages } from '../../db/schema';
import { escalateUnanswered } from './service';

// Issue 35 §10: outside the team's hours a chat becomes a message, and the visitor is told when the team is back.

let t: TestApp;
afterEach(async () => {
  await t.app.close();
});

const hours = parseChatHours(DEFAULT_CHAT_HOURS);
const saturday = pacificToUtc('2026-12-05', '10:00');
const monday = pacificToUtc('2026-11-30', '13:00');

/** A visitor's chat, as if started at `time` (the row's clock is the database's). */
async function visitorAsksAt(time: number) {
  const started = await t.caller().chat.start({ name: 'Otto', email: 'otto@example.com' });
  await t
    .caller()
    .chat.send({ sessionId: started.session.id, message: 'Open on weekends?', visitorToken: started.visitorToken });
  t.app.deps.db
    .update(chatSessions)
    .set({ createdAt: new Date(time) })
    .run();
}
const notices = () =>
  t.app.deps.db
    .select()
    .from(chatMessages)
    .all()
    .filter((line) => line.event === 'notice')
    .map((line) => line.message);

describe('chat outside the team’s hours', () => {
  it('goes to the inbox at once, saying when the team is back', async () => {
    t = await makeTestApp({ chatHours: hours });
    await visitorAsksAt(saturday);
    await escalateUnanswered(t.app.deps, saturday + 5_000);
    expect(notices()).toEqual([CHAT_MESSAGES.away('Monday at 12:00 PM PT')]);
    const inbox = t.app.deps.db.select().from(customerMessages).all();
    expect(inbox).toMatchObject([
      { email: 'otto@example.com', message: expect.stringContaining('Otto: Open on weekends?') },
    ]);
  });

  it('says the team is back "today" on the morning it opens', async () => {
    t = await makeTestApp({ chatHours: hours });
    const mondayMorning = pacificToUtc('2026-11-30', '08:00');
    await visitorAsksAt(mondayMorning);
    await escalateUnanswered(t.app.deps, mondayMorning + 5_000);
    expect(notices()).toEqual([CHAT_MESSAGES.away('today at 12:00 PM PT')]);
  });

  it('tells the admins the chat came after hours, not that it waited a minute', async () => {
    t = await makeTestApp({ chatHours: hours });
    const admin = await t.account({ isAdmin: true, adminLevel: 'super_admin' });
    await visitorAsksAt(saturday);
    await escalateUnanswered(t.app.deps, saturday + 5_000);
    const mail = await t.mailTo(admin.email, 'Unanswered live chat from Otto');
    expect(mail.text).toContain('Otto <otto@example.com> started a live chat outside the team’s hours.');
  });

  it('waits the usual minute while an admin has the console open, and then says when the team is back', async () => {
    t = await makeTestApp({ chatHours: hours });
    const sockets = await listenForSockets(t);
    try {
      const admin = await t.account({ isAdmin: true, adminLevel: 'super_admin' });
      const consoleFeed = collect(sockets.connect(admin.token).trpc.chat.adminFeed.subscribe, undefined);
      await waitUntil(() => consoleFeed.started);
      await visitorAsksAt(saturday);

      await escalateUnanswered(t.app.deps, saturday + 5_000);
      expect(notices()).toEqual([]);
      await escalateUnanswered(t.app.deps, saturday + 61_000);
      expect(notices()).toEqual([CHAT_MESSAGES.away('Monday at 12:00 PM PT')]);
    } finally {
      await sockets.closeAll();
    }
  });

  it('waits the usual minute for an answer within the hours', async () => {
    t = await makeTestApp({ chatHours: hours });
    await visitorAsksAt(monday);
    await escalateUnanswered(t.app.deps, monday + 30_000);
    expect(notices()).toEqual([]);
    await escalateUnanswered(t.app.deps, monday + 61_000);
    expect(notices()).toEqual([CHAT_MESSAGES.noAnswer]);
  });

  it('does not promise someone shortly after hours, when the away notice follows', async () => {
    t = await makeTestApp({ chatHours: hours });
    const welcomeAt = async (time: number, email: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: time });
      try {
        const { session } = await t.caller().chat.start({ name: 'Otto', email });
        return t.app.deps.db
          .select()
          .from(chatMessages)
          .all()
          .find((line) => line.sessionId === session.id)?.message;
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await welcomeAt(saturday, 'sat@example.com')).toBe(CHAT_MESSAGES.welcomeAfterHours('Otto'));
    expect(await welcomeAt(monday, 'mon@example.com')).toBe(CHAT_MESSAGES.welcome('Otto'));
  });

  it('tells the chat window whether the team is in, to anyone', async () => {
    t = await makeTestApp({ chatHours: hours });
    const state = await t.caller().chat.hours();
    expect(state).toEqual(
      state.open ? { open: true, reopensAt: null } : { open: false, reopensAt: expect.any(String) },
    );
    const always = await makeTestApp({ chatHours: null });
    expect(await always.caller().chat.hours()).toEqual({ open: true, reopensAt: null });
    await always.app.close();
  });
});
