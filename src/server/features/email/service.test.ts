import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import type { MailTransport } from '../../integrations/mailer';
import { sendEmail } from './service';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('sendEmail', () => {
  it('keeps a failed delivery in the outbox instead of failing the caller', async () => {
    const broken: MailTransport = { deliver: () => Promise.reject(new Error('SMTP down')) };
    const app = await buildApp(testConfig(), { mailer: broken });
    close = () => app.close();
    const errors: string[] = [];
    const id = await sendEmail(
      { db: app.deps.db, mailer: broken, mailFrom: 'a@b.c', log: { error: (_obj, msg) => errors.push(msg) } },
      { to: 'x@example.com', subject: 'Hi', text: 'Hello' },
    );
    const row = app.deps.db.select().from(emailOutbox).get();
    expect(row).toMatchObject({ id, status: 'failed', error: 'SMTP down', to: 'x@example.com' });
    expect(errors).toEqual(['email delivery failed']);
  });
});
