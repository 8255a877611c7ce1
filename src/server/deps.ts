import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AppEvents } from './events';
import type { RateLimiter } from './core/rate-limit';
import type { MailTransport } from './integrations/mailer';
import type { PaymentGateway } from './integrations/payments';
import type { FileStorage } from './integrations/storage';

/** What services need from the outside world; built once in buildApp, swapped by tests. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: MailTransport;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
  payments: PaymentGateway;
  storage: FileStorage;
  /** Live updates for admin screens and chat windows. */
  events: AppEvents;
  /** The key of the secrets the server derives rather than stores (server-key.ts). */
  serverKey: Buffer;
}
