import { describe, expect, it } from 'vitest';
import { AppEvents, type AdminChange } from './events';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Collects the refetch notices an open admin screen would receive. */
function screen(events: AppEvents) {
  const controller = new AbortController();
  const received: AdminChange[] = [];
  void (async () => {
    for await (const change of events.adminChanges(controller.signal)) received.push(change);
  })();
  return { received, close: () => controller.abort() };
}

describe('AppEvents admin changes', () => {
  it('gives open admin screens one refetch notice for a burst of writes in one turn', async () => {
    const events = new AppEvents();
    const admin = screen(events);
    for (let line = 0; line < 20; line += 1) events.adminChanged('chat');
    events.adminChanged('messages', 'chat');
    await nextTurn();
    await nextTurn();
    expect(admin.received).toEqual([{ topics: ['chat', 'messages'], at: expect.any(Number) }]);
    admin.close();
  });

  it('sends changes made in separate turns as separate notices', async () => {
    const events = new AppEvents();
    const admin = screen(events);
    events.adminChanged('orders');
    await nextTurn();
    events.adminChanged('orders');
    await nextTurn();
    await nextTurn();
    expect(admin.received.map((change) => change.topics)).toEqual([['orders'], ['orders']]);
    admin.close();
  });

  it('delivers published chat lines one by one, before the turn ends', async () => {
    const events = new AppEvents();
    const controller = new AbortController();
    const lines = events.listen<string>('chat', controller.signal)[Symbol.asyncIterator]();
    events.publish('chat', 'a');
    events.publish('chat', 'b');
    const beforeNextTurn = <T>(read: Promise<T>) => Promise.race([read, nextTurn().then(() => 'late')]);
    expect(await beforeNextTurn(lines.next())).toEqual({ value: 'a', done: false });
    expect(await beforeNextTurn(lines.next())).toEqual({ value: 'b', done: false });
    controller.abort();
  });
});

describe('AppEvents presence', () => {
  it('counts a party here while any of its connections is open, and tells its arrival and departure once', () => {
    const events = new AppEvents();
    const heard: boolean[] = [];
    const first = new AbortController();
    const second = new AbortController();
    events.attend('chat-customer:1', first.signal, (here) => heard.push(here));
    events.attend('chat-customer:1', second.signal, (here) => heard.push(here));
    expect(events.isPresent('chat-customer:1')).toBe(true);
    first.abort();
    expect(events.isPresent('chat-customer:1')).toBe(true);
    second.abort();
    expect(events.isPresent('chat-customer:1')).toBe(false);
    expect(heard).toEqual([true, false]);
  });

  it('does not count a connection that has already gone or cannot say when it goes', () => {
    const events = new AppEvents();
    const gone = new AbortController();
    gone.abort();
    events.attend('chat-admin:1', gone.signal);
    events.attend('chat-admin:1', undefined);
    expect(events.isPresent('chat-admin:1')).toBe(false);
  });
});
