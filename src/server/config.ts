import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '../shared/brand';
import { DEFAULT_CHAT_HOURS, parseChatHours, type ChatHours } from '../shared/chat-hours';
import type { Replica } from './ops/litestream';

// Every variable is optional so that `npm start` works on a fresh machine. See .env.example.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${BRAND.name} <${BRAND.supportEmail}>`),
  ADMIN_NOTIFY_EMAIL: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  CHAT_REPLY_GATHER_SECONDS: z.coerce.number().int().min(0).max(600).default(90),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.url().optional(),
  ANALYTICS_CONVERSION_URL: z.url().optional(),
  TEST_CHECKOUT: z.enum(['on', 'off']).optional(),
  ADMIN_2FA: z.enum(['required', 'optional']).optional(),
  PASSKEY_ORIGIN: z.url().optional(),
  ZOOM_MEETING_URL: z.url().default('https://zoom.us/j/5551234567?pwd=demo'),
  ZOOM_MEETING_ID: z.string().default('555 123 4567'),
  ZOOM_PASSCODE: z.string().default('agency'),
  CHAT_HOURS: z
    .string()
    .default(DEFAULT_CHAT_HOURS)
    .transform((text, context) => {
      try {
        return parseChatHours(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  MEETING_CHANGE_CUTOFF_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 7)
    .default(120),
  MEETING_REMINDERS: z
    .string()
    .default('1440,60')
    .transform((value) => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(
      z
        .array(
          z.coerce
            .number<string>()
            .int()
            .min(1)
            .max(60 * 24 * 30),
        )
        .max(5),
    ),
  LITESTREAM_REPLICA_URL: z.string().min(1).optional(),
  LITESTREAM_ENDPOINT: z.url().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** null keeps everything in memory: the database and the mail outbox (tests). */
  dataDir: string | null;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  authRateLimit: boolean;
  /** Live (WebSocket) connections one client address may hold at once. */
  socketsPerAddress: number;
  /** Where the built client lives; null serves no static files (API-only tests). */
  clientDir: string | null;
  /** The server-rendering bundle of the client; null renders every page in the browser only. */
  ssrDir: string | null;
  migrationsDir: string;
  /** `outboxPollMs`: how often the outbox looks for mail that is due (retries, reminders). */
  mail: { smtpUrl: string | null; from: string; adminNotifyEmail: string | null; outboxPollMs: number };
  stripe: { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };
  paypal: { clientId: string | null; clientSecret: string | null; apiBase: string | null };
  /** The built-in test checkout stands in for an unconfigured provider; never on in production unless asked for. */
  testCheckout: boolean;
  /**
   * Whether an admin must have a second factor before doing anything (ADMIN_2FA, issue 36):
   * required in production, optional elsewhere so the demo accounts sign in with their password.
   */
  adminSecondFactor: 'required' | 'optional';
  /**
   * Where passkeys are made and used, when not at PUBLIC_URL (PASSKEY_ORIGIN): WebAuthn needs a
   * domain name, so a server reached at an IP address (the e2e suite's) names its localhost here.
   */
  passkeyOrigin: string | null;
  /** Tests hold every JSON answer to its route's response schema (http/answer-check.ts). */
  checkAnswers: boolean;
  zoom: { meetingUrl: string; meetingId: string; passcode: string };
  /**
   * How long the team's chat replies to someone who has left gather before they go in one email
   * (CHAT_REPLY_GATHER_SECONDS): with the outbox's 15 s poll, the default 90 s sends within 2 minutes.
   */
  chatReplyGatherMs: number;
  /** When the team answers chats (CHAT_HOURS); null when always. */
  chatHours: ChatHours | null;
  /** When each meeting reminder goes out, in minutes before the meeting (MEETING_REMINDERS). */
  meetingReminders: number[];
  /** No self-service move or cancel this close to a meeting's start (MEETING_CHANGE_CUTOFF_MINUTES). */
  meetingChangeCutoffMinutes: number;
  /** Where Litestream replicates the database (decision 028); null runs without replication. */
  replica: Replica | null;
  /** Where paid orders are reported as conversions; null sends nothing anywhere. */
  analyticsConversionUrl: string | null;
}

const projectRoot = process.cwd();

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(projectRoot, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    authRateLimit: e.AUTH_RATE_LIMIT === 'on',
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    clientDir: path.resolve(projectRoot, 'dist/client'),
    ssrDir: path.resolve(projectRoot, 'dist/server-render'),
    migrationsDir: path.resolve(projectRoot, 'drizzle'),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? null,
      outboxPollMs: e.OUTBOX_POLL_MS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: e.STRIPE_API_BASE ?? null,
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID ?? null,
      clientSecret: e.PAYPAL_CLIENT_SECRET ?? null,
      apiBase: e.PAYPAL_API_BASE ?? null,
    },
    zoom: { meetingUrl: e.ZOOM_MEETING_URL, meetingId: e.ZOOM_MEETING_ID, passcode: e.ZOOM_PASSCODE },
    meetingReminders: [...new Set(e.MEETING_REMINDERS)].sort((a, b) => b - a),
    meetingChangeCutoffMinutes: e.MEETING_CHANGE_CUTOFF_MINUTES,
    chatHours: e.CHAT_HOURS,
    chatReplyGatherMs: e.CHAT_REPLY_GATHER_SECONDS * 1000,
    replica: e.LITESTREAM_REPLICA_URL
      ? { url: e.LITESTREAM_REPLICA_URL, ...(e.LITESTREAM_ENDPOINT ? { endpoint: e.LITESTREAM_ENDPOINT } : {}) }
      : null,
    analyticsConversionUrl: e.ANALYTICS_CONVERSION_URL ?? null,
    passkeyOrigin: e.PASSKEY_ORIGIN ?? null,
    adminSecondFactor: e.ADMIN_2FA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
    testCheckout: (e.TEST_CHECKOUT ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    checkAnswers: false,
  };
}

/** A config for tests: in-memory database, no static files, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir: null,
    clientDir: null,
    ssrDir: null,
    publicUrl: 'http://localhost:3000',
    checkAnswers: true,
    // Tests run at any hour: a chat is answered live unless a test sets the team's hours.
    chatHours: null,
    ...overrides,
  };
}
