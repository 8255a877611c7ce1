import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createUser } from '../features/auth/service';
import { createSession } from '../features/auth/session';
import { memoryTransport } from '../integrations/mailer';
import { loggedUrl } from './log';

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
