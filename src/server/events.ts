import { EventEmitter, on } from 'node:events';

/** What changed, so admin screens refetch just that (spec part 2 §4: live data instead of waiting 30 s). */
export type AdminTopic =
  | 'users'
  | 'customers'
  | 'projects'
  | 'messages'
  | 'files'
  | 'bookings'
  | 'orders'
  | 'social'
  | 'activity'
  | 'chat'
  | 'emails';

export interface AdminChange {
  topics: AdminTopic[];
  at: number;
}

/**
 * The in-process event bus. One Fastify process serves every socket, so an EventEmitter is the
 * whole fan-out; several processes would put Redis pub/sub behind this same interface.
 */
export class AppEvents {
  private readonly emitter = new EventEmitter();
  /** Topics changed since the last refetch notice, in the order they first changed. */
  private readonly pendingTopics = new Set<AdminTopic>();
  private noticeScheduled = false;
  /** How many connections each present party holds (a customer's chat windows, an admin's screens). */
  private readonly present = new Map<string, number>();

  constructor() {
    // One listener per open admin screen or chat window; the default cap of 10 is only a leak hint.
    this.emitter.setMaxListeners(0);
  }

  /**
   * Open admin screens get one refetch notice per turn of the event loop with every topic changed
   * in it: a burst of chat lines or a service touching several tables costs each screen one
   * refetch, not one per write.
   */
  adminChanged(...topics: AdminTopic[]): void {
    for (const topic of topics) this.pendingTopics.add(topic);
    if (this.noticeScheduled) return;
    this.noticeScheduled = true;
    setImmediate(() => {
      this.noticeScheduled = false;
      const notice = { topics: [...this.pendingTopics], at: Date.now() } satisfies AdminChange;
      this.pendingTopics.clear();
      this.emitter.emit('admin-refetch', notice);
    });
  }

  /** The coalesced refetch notices for open admin screens (see adminChanged). */
  adminChanges(signal: AbortSignal | undefined): AsyncIterable<AdminChange> {
    return this.listen<AdminChange>('admin-refetch', signal);
  }

  /**
   * Counts the party `key` names as here (a chat window open, an admin screen open) until `signal`
   * aborts; `onChange` hears its first connection arrive and its last one leave.
   */
  attend(key: string, signal: AbortSignal | undefined, onChange?: (here: boolean) => void): void {
    // Without a signal nothing would say when they left: better unseen than forever here.
    if (!signal || signal.aborted) return;
    const count = (this.present.get(key) ?? 0) + 1;
    this.present.set(key, count);
    if (count === 1) onChange?.(true);
    signal.addEventListener(
      'abort',
      () => {
        const left = (this.present.get(key) ?? 1) - 1;
        if (left > 0) return void this.present.set(key, left);
        this.present.delete(key);
        onChange?.(false);
      },
      { once: true },
    );
  }

  isPresent(key: string): boolean {
    return this.present.has(key);
  }

  publish<T>(channel: string, payload: T): void {
    this.emitter.emit(channel, payload);
  }

  /**
   * The events of a channel from this moment on, buffered until read, ending quietly when the
   * subscriber goes away. The listener is attached on call, before the first read, so a caller
   * can read its backlog from the database first and miss nothing published meanwhile.
   */
  listen<T>(channel: string, signal: AbortSignal | undefined): AsyncIterable<T> {
    const events = on(this.emitter, channel, { signal });
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for await (const [payload] of events) yield payload as T;
        } catch (error) {
          if (!signal?.aborted) throw error;
        }
      },
    };
  }
}
