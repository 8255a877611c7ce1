import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import { memoryTransport, type MailTransport } from '../../integrations/mailer';
import { emailDeps, sendEmail } from './service';
import { passwordResetEmail, plainEmail } from './messages';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function appWith(mailer: MailTransport, env: 'test' | 'production' = 'test') {
  const app = await buildApp(testConfig({ env }), { mailer });
  close = () => app.close();
  return app;
}

describe('sendEmail', () => {
  it('keeps a failed delivery in the outbox for another try instead of failing the caller', async () => {
    const broken: MailTransport = { deliver: () => Promise.reject(new Error('SMTP down')) };
    const app = await appWith(broken);
    const errors: string[] = [];
    const id = await sendEmail(
      {
        db: app.deps.db,
        mailer: broken,
        mailFrom: 'a@b.c',
        log: { error: (_obj, msg) => errors.push(msg) },
        keepSecretLinks: true,
      },
      plainEmail('x@example.com', 'Hi', 'Hello'),
    );
    const row = app.deps.db.select().from(emailOutbox).get();
    expect(row).toMatchObject({ id, status: 'queued', attempts: 1, error: 'SMTP down', to: 'x@example.com' });
    expect(errors).toEqual(['email delivery failed']);
  });

  it('in production keeps no usable reset link in the outbox, and still delivers it whole', async () => {
    const mailer = memoryTransport();
    const app = await appWith(mailer, 'production');
    const link = 'http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwxyz234567';
    await sendEmail(emailDeps(app.deps), passwordResetEmail('x@example.com', 'X', link));
    expect(mailer.messages[0]).toMatchObject({
      link,
      text: expect.stringContaining(link),
      html: expect.stringContaining(link),
    });
    const row = app.deps.db.select().from(emailOutbox).get()!;
    expect(row.link).toBeNull();
    expect(JSON.stringify(row)).not.toContain('abcdefghijklmnopqrstuvwxyz234567');
    expect(row.text).toContain('[link removed from the outbox copy]');
  });

  it('outside production keeps the link for the team and the tests', async () => {
    const app = await appWith(memoryTransport());
    const link = 'http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwxyz234567';
    await sendEmail(emailDeps(app.deps), passwordResetEmail('x@example.com', 'X', link));
    expect(app.deps.db.select().from(emailOutbox).get()?.link).toBe(link);
  });
});
