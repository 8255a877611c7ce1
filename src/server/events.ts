import { EventEmitter, on } from 'node:events';

/** What changed, so admin screens refetch just that (spec part 2 §4: live data instead of waiting 30 s). */
export const ADMIN_TOPICS = ['users', 'customers', 'projects', 'messages', 'files', 'bookings', 'orders', 'social', 'activity', 'chat'] as const;
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

  async *adminChanges(signal: AbortSignal | undefined): AsyncGenerator<AdminChange> {
    for await (const [change] of on(this.emitter, 'admin', { signal })) yield change as AdminChange;
  }
}
