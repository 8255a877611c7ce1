import path from 'node:path';
import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { CHAT_SWEEP_MS } from '../shared/chat';
import { MAX_BATCH_CALLS, MAX_SOCKET_MESSAGE_BYTES } from '../shared/rules';
import { databaseFile, openDatabase } from './db/client';
import { fillMissingAgreementHashes, bookingRoutes } from './features/booking';
import type { AppDeps } from './deps';
import { AppEvents } from './events';
import { accountRoutes } from './features/account';
import { adminRoutes } from './features/admin';
import { authRoutes } from './features/auth';
import { chatRoutes, sweepChats } from './features/chat';
import { customerRoutes } from './features/customer';
import { filesRoutes } from './features/files';
import { paymentRoutes, expireAbandonedCharges } from './features/payment';
import { RateLimiter } from './core/rate-limit';
import { contentRoutes } from './features/content';
import { deliverAdminNotices, stopAdminNotices, emailRoutes } from './features/email';
import { scheduleRoutes } from './features/schedule';
import { checkHealth } from './core/health';
import { NEVER_COMPRESSED, registerCompression } from './http/compression';
import { frameworkErrors, registerRestErrors } from './http/errors';
import { loggerOptions, requestLogger } from './http/log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerClient } from './http/static';
import type { PageRenderer } from './ssr/renderer';
import { directoryTransport, smtpTransport, type MailTransport } from './integrations/mailer';
import { paymentGateway, type PaymentGateway } from './integrations/payments';
import { directoryStorage, memoryStorage, type FileStorage } from './integrations/storage';
import { enforceDeclaredAccess, type DeclaredRoute } from './http/access';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { checkAnswersAgainstSchemas } from './http/answer-check';
import { registerRoutes, zodCompilers } from './http/route';
import { deleteExpiredSessions } from './core/session';
import { makeCreateContext } from './trpc/init';
import { limitCallsPerMessage, limitSocketsPerAddress, LiveSockets, refuseForeignOrigins } from './trpc/sockets';
import { retryAfterOfLimits } from './trpc/response-meta';
import { appRouter, type AppRouter } from './trpc/router';
import { loadServerKey } from './core/server-key';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Present when the app serves the built client. */
    pages?: PageRenderer;
    /** Every REST route with the access it declared. */
    restRoutes: DeclaredRoute[];
  }
}

export interface BuildOptions {
  /** Tests pass an in-memory transport to read what was sent. */
  mailer?: MailTransport;
  /** Tests pass providers pointed at local fakes. */
  payments?: PaymentGateway;
  /** Tests pass a storage that fails as a full disk does. */
  storage?: FileStorage;
  /** Where log lines go instead of stdout: tests read what was logged. */
  logStream?: { write: (line: string) => void };
}

function defaultMailer(config: Config): MailTransport {
  if (config.mail.smtpUrl) return smtpTransport(config.mail.smtpUrl);
  return directoryTransport(path.join(config.dataDir ?? path.resolve('data'), 'mail'));
}

const SESSION_SWEEP_MS = 60 * 60 * 1000;
const CHARGE_SWEEP_MS = 60 * 60 * 1000;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(config.logLevel === 'silent'
      ? { logger: false }
      : { logger: loggerOptions(config.logLevel, options.logStream), childLoggerFactory: requestLogger }),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    schemaController: { compilersFactory: zodCompilers },
  });
  // Every error of every route (and of URLs no route matches) answers {detail}: no stack, no Fastify code.
  registerRestErrors(app);
  if (config.checkAnswers) checkAnswersAgainstSchemas(app);

  const database = openDatabase(config.dataDir ? databaseFile(config.dataDir) : null, config.migrationsDir);
  app.addHook('onClose', async () => database.close());
  fillMissingAgreementHashes(database.db);

  const deps: AppDeps = {
    db: database.db,
    config,
    mailer: options.mailer ?? defaultMailer(config),
    rateLimiter: new RateLimiter(config.authRateLimit),
    log: app.log,
    payments: options.payments ?? paymentGateway(config),
    storage:
      options.storage ?? (config.dataDir ? directoryStorage(path.join(config.dataDir, 'uploads')) : memoryStorage()),
    events: new AppEvents(),
    serverKey: loadServerKey(config.dataDir),
  };
  app.decorate('deps', deps);

  registerSecurityHeaders(app);
  await registerCompression(app);
  // A message over the limit closes its socket (1009) before it is read: ws's default is 100 MiB.
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });
  // After the plugin's own hook, which marks the request as an upgrade so that a refusal closes its
  // socket; a foreign page's socket is refused before it takes a place of its address.
  refuseForeignOrigins(app, config.publicUrl);
  limitSocketsPerAddress(app, config.socketsPerAddress);
  limitCallsPerMessage(app);
  const sockets = new LiveSockets(deps.db);

  // Never compressed (its answer is a few bytes): the compression plugin's hooks would make the
  // first answer after start-up wait for Node to load its fetch implementation (`instanceof Response`).
  app.get('/healthz', NEVER_COMPRESSED, async (_request, reply) => {
    const health = checkHealth(deps);
    if (health.status === 'error') reply.status(503);
    return health;
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext: makeCreateContext(deps, sockets),
      maxBatchSize: MAX_BATCH_CALLS,
      responseMeta: retryAfterOfLimits,
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  app.decorate('restRoutes', [] as DeclaredRoute[]);
  // Before the REST routes: the document is made from each route's schemas as it is registered.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      enforceDeclaredAccess(api, app.restRoutes);
      await registerRoutes(api, [
        openApiRoute,
        ...authRoutes,
        ...emailRoutes,
        ...contentRoutes,
        ...scheduleRoutes,
        ...paymentRoutes,
        ...bookingRoutes,
        ...filesRoutes,
        ...customerRoutes,
        ...accountRoutes,
        ...adminRoutes,
        ...chatRoutes,
      ]);
    },
    { prefix: '/api' },
  );
  // The spec's Zoom modal calls the scheduling routes without the /api prefix.
  await app.register(async (bare) => {
    enforceDeclaredAccess(bare, app.restRoutes);
    await registerRoutes(bare, scheduleRoutes);
  });

  await registerClient(app, config.clientDir, config.ssrDir);
  // Spec: a chat nobody accepts within a minute goes to the inbox; issue 35: a chat waiting on an
  // away admin emails them. A sweep rather than a timer per chat, so chats waiting across a restart
  // are caught too.
  const sweep = setInterval(() => {
    sweepChats(deps).catch((error: unknown) => app.log.error({ err: error }, 'sweeping the chats failed'));
  }, CHAT_SWEEP_MS);
  sweep.unref();
  // Ended sessions are deleted, which also closes any socket still open with one.
  const sessionSweep = setInterval(() => deleteExpiredSessions(deps.db), SESSION_SWEEP_MS);
  sessionSweep.unref();
  // Unpaid charges past their deadline are closed, so bookkeeping never counts them as outstanding.
  const chargeSweep = setInterval(() => expireAbandonedCharges(deps.db), CHARGE_SWEEP_MS);
  chargeSweep.unref();
  // Admin notices whose window ended while the server was down go out now.
  deliverAdminNotices(deps).catch((error: unknown) => app.log.error({ err: error }, 'admin notices failed'));
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(sessionSweep);
    clearInterval(chargeSweep);
    stopAdminNotices(deps.db);
  });
  return app;
}
