import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createUser } from '../features/auth/service';
import { createSession } from '../core/session';
import { memoryTransport } from '../integrations/mailer';
import { loggedUrl, loggerOptions, requestLogger } from './log';

// Issue 18 §10: session, reset and confirmation tokens never reach the request log.

describe('loggedUrl', () => {
  it('keeps the path and the names of query parameters, and drops their values', () => {
    expect(loggedUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=[redacted]');
    expect(loggedUrl('/blog/how-a-professional-website-grows-your-business')).toBe(
      '/blog/how-a-professional-website-grows-your-business',
    );
  });

  it('drops path segments that look like tokens or order ids', () => {
    expect(loggedUrl('/api/payments/order-details/ord_0123456789abcdef01234567')).toBe(
      '/api/payments/order-details/[redacted]',
    );
    expect(loggedUrl('/api/zoom/manage/q6wzvp6jtpyomgvpgr7qhqth2xwumxf6')).toBe('/api/zoom/manage/[redacted]');
    expect(loggedUrl('/api/admin/files/12')).toBe('/api/admin/files/12');
  });
});

describe('the request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('holds no token a request carried, in its URL or its headers', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      mailer: memoryTransport(),
      logStream: { write: (line) => lines.push(line) },
    });
    close = () => app.close();
    const user = await createUser(app.deps.db, {
      email: 'casey@example.test',
      name: 'Casey',
      password: 'a-long-password',
    });
    const session = createSession(app.deps.db, user.id).token;
    const secrets = [
      session,
      'resettokenresettoken234567abcdef',
      'visitortoken0123456789abcdefghij',
      'ord_0123456789abcdef01234567',
    ];

    await app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${session}` } });
    await app.inject({ url: `/reset-password?token=${secrets[1]}` });
    await app.inject({ url: `/api/chat/messages/1?visitor_token=${secrets[2]}` });
    await app.inject({ url: `/api/payments/order-details/${secrets[3]}` });
    await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: secrets[1] } });

    const log = lines.join('\n');
    expect(log).toContain('/api/user/profile');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('request loggers', () => {
  async function server(level: string) {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: loggerOptions(level, { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
      childLoggerFactory: requestLogger,
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/warns', async (request) => {
      request.log.info('not at this level');
      request.log.warn({ detail: 'x' }, 'a warning');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();
    return { app, lines };
  }

  it('above info, log nothing for a request that goes well, and bind the request id to what they do log', async () => {
    const { app, lines } = await server('warn');
    await app.inject({ url: '/fine' });
    expect(lines).toEqual([]);

    await app.inject({ url: '/warns' });
    await app.inject({ url: '/fails' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['a warning', 'req-2'],
      ['boom', 'req-3'],
    ]);
    expect(lines[0]).toMatchObject({ level: 40, detail: 'x' });
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'boom' } });
    await app.close();
  });

  it('at info, keep the access log: each request’s lines with its id, method, path and status', async () => {
    const { app, lines } = await server('info');
    await app.inject({ url: '/fine?token=secret' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/fine?token=[redacted]' } });
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
    await app.close();
  });

  it('make a child of their own when asked, bound to the request id too', async () => {
    const lines: Record<string, unknown>[] = [];
    const parent = Fastify({
      logger: loggerOptions('warn', { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    }).log;
    const log = requestLogger.call(undefined as never, parent, { reqId: 'req-9' }, {}, undefined as never);
    expect(log.level).toBe('warn');
    log.child({ part: 'upload' }).error('failed');
    log.level = 'info';
    log.info('now on');
    expect(lines.map((line) => [line.msg, line.reqId, line.part])).toEqual([
      ['failed', 'req-9', 'upload'],
      ['now on', 'req-9', undefined],
    ]);
  });
});
