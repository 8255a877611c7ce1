import { EventEmitter, on } from 'node:events';

/** What changed, so admin screens refetch just that (spec part 2 §4: live data instead of waiting 30 s). */
export const ADMIN_TOPICS = [
  'users',
  'customers',
  'projects',
  'messages',
  'files',
  'bookings',
  'orders',
  'social',
  'activity',
  'chat',
] as const;
export type AdminTopic = (typeof ADMIN_TOPICS)[number];

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

  constructor() {
    // One listener per open admin screen or chat window; the default cap of 10 is only a leak hint.
    this.emitter.setMaxListeners(0);
  }

  adminChanged(...topics: AdminTopic[]): void {
    this.emitter.emit('admin', { topics, at: Date.now() } satisfies AdminChange);
  }

  onAdminChange(listener: (change: AdminChange) => void): () => void {
    this.emitter.on('admin', listener);
    return () => this.emitter.off('admin', listener);
  }

  adminChanges(signal: AbortSignal | undefined): AsyncIterable<AdminChange> {
    return this.listen<AdminChange>('admin', signal);
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
