import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import { memoryTransport, smtpTransport, type MailTransport } from '../../integrations/mailer';
import { plainEmail, type EmailBody } from './messages';
import {
  deliverDue,
  dropQueued,
  emailDeps,
  MAX_DELIVERY_ATTEMPTS,
  queueEmail,
  resendFailed,
  retryDelayMs,
  type EmailDeps,
} from './service';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function outboxWith(mailer: MailTransport): Promise<EmailDeps> {
  const app = await buildApp(testConfig());
  cleanups.push(() => app.close());
  return { ...emailDeps(app.deps), mailer, log: { error: () => {} } };
}

const rows = (deps: EmailDeps) => deps.db.select().from(emailOutbox).orderBy(emailOutbox.id).all();

/**
 * A real SMTP server that refuses the first session's sender, never answers the second's data (the
 * client times out), and accepts from then on. It counts the messages it accepted, by subject.
 */
async function flakySmtpServer() {
  const accepted: string[] = [];
  let sessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      sessions += 1;
      if (sessions === 1) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sessions === 2) return; // no answer: the client's timeout ends the try
        accepted.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString())?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, accepted };
}

describe('the outbox', () => {
  it('delivers every message exactly once through an SMTP server that refuses, then times out, then accepts', async () => {
    const smtp = await flakySmtpServer();
    const deps = await outboxWith(smtpTransport(smtp.url, { timeoutMs: 500 }));
    for (const subject of ['first', 'second', 'third']) queueEmail(deps.db, plainEmail('x@example.com', subject, 'Hi'));

    const start = Date.now();
    await deliverDue(deps, start);
    expect(rows(deps).map((row) => [row.subject, row.status, row.attempts])).toEqual([
      ['first', 'queued', 1],
      ['second', 'queued', 1],
      ['third', 'sent', 1],
    ]);
    expect(rows(deps)[0]!.error).toMatch(/Try again later/);
    expect(rows(deps)[1]!.error).toMatch(/timeout/i);

    // Not due again until the wait after a first failure has passed.
    expect(await deliverDue(deps, start + retryDelayMs(1) - 1)).toBe(0);
    await deliverDue(deps, start + retryDelayMs(1));
    expect(rows(deps).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await deliverDue(deps, start + 24 * 3600_000)).toBe(0);
    expect(smtp.accepted.sort()).toEqual(['first', 'second', 'third']);
  });

  it('marks a message failed after its last try, and the team can queue it again', async () => {
    const down: MailTransport = { deliver: () => Promise.reject(new Error('SMTP down')) };
    const deps = await outboxWith(down);
    const id = queueEmail(deps.db, plainEmail('x@example.com', 'Receipt', 'Paid'));
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliverDue(deps, now)).toBe(1);
      now += retryDelayMs(attempt);
    }
    expect(rows(deps)[0]).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, error: 'SMTP down' });
    expect(await deliverDue(deps, now + 24 * 3600_000)).toBe(0);

    expect(resendFailed(deps.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    // Only a failed message goes again: a queued one is not doubled.
    expect(resendFailed(deps.db, id)).toBeNull();
    const mailer = memoryTransport();
    await deliverDue({ ...deps, mailer });
    expect(mailer.messages.map((message) => message.subject)).toEqual(['Receipt']);
    expect(rows(deps)[0]).toMatchObject({ status: 'written', error: null });
  });

  it('keeps a message it cannot render for another try, logged, and delivers the ones after it', async () => {
    const mailer = memoryTransport();
    const logged: string[] = [];
    const deps = {
      ...(await outboxWith(mailer)),
      log: { error: (_: object, message: string) => logged.push(message) },
    };
    // What a deploy could leave queued: a template since removed, and props no code of today's reads.
    const removed = { template: 'Testimonial', props: { name: 'Ada' } } as unknown as EmailBody;
    const unreadable = { template: 'Refund', props: { name: 'Ada', orderId: 'ord_1', summary: 'Refunded $100' } };
    queueEmail(deps.db, { to: 'x@example.com', subject: 'removed', body: removed });
    queueEmail(deps.db, { to: 'x@example.com', subject: 'unreadable', body: unreadable as EmailBody });
    queueEmail(deps.db, plainEmail('x@example.com', 'fine', 'Hi'));

    const now = Date.now();
    expect(await deliverDue(deps, now)).toBe(3);
    expect(mailer.messages.map((message) => message.subject)).toEqual(['fine']);
    expect(rows(deps).map(({ subject, status, error, notBefore }) => ({ subject, status, error, notBefore }))).toEqual([
      {
        subject: 'removed',
        status: 'queued',
        error: 'no email template is named Testimonial',
        notBefore: new Date(now + retryDelayMs(1)),
      },
      {
        subject: 'unreadable',
        status: 'queued',
        error: 'the Refund email would say "undefined": its props lack a value it shows',
        notBefore: new Date(now + retryDelayMs(1)),
      },
      { subject: 'fine', status: 'written', error: null, notBefore: expect.any(Date) },
    ]);
    expect(logged).toEqual(['email delivery failed', 'email delivery failed']);
  });

  it('takes up a delivery cut off by a crash once its lease has run out, and sends it once', async () => {
    const mailer = memoryTransport();
    const deps = await outboxWith(mailer);
    const id = queueEmail(deps.db, plainEmail('x@example.com', 'Hello', 'Hi'));
    const now = Date.now();
    // What a crash mid-delivery leaves: the row claimed, its lease running.
    deps.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, notBefore: new Date(now + 120_000) })
      .where(eq(emailOutbox.id, id))
      .run();
    expect(await deliverDue(deps, now)).toBe(0);
    await deliverDue(deps, now + 120_000);
    await deliverDue(deps, now + 240_000);
    expect(mailer.messages).toHaveLength(1);
    expect(rows(deps)[0]).toMatchObject({ status: 'written', attempts: 2 });
  });

  it('waits for a message due later, drops it once its time of use has gone, and drops a topic on request', async () => {
    const mailer = memoryTransport();
    const deps = await outboxWith(mailer);
    const now = Date.now();
    const later = (subject: string, topic: string) =>
      queueEmail(deps.db, {
        ...plainEmail('x@example.com', subject, 'Hi'),
        notBefore: new Date(now + 60_000),
        notAfter: new Date(now + 120_000),
        topic,
      });
    later('on time', 'meeting-1');
    later('too late', 'meeting-2');
    later('moved', 'meeting-3');
    dropQueued(deps.db, 'meeting-3');

    expect(await deliverDue(deps, now)).toBe(0);
    await deliverDue(deps, now + 60_000);
    expect(mailer.messages.map((message) => message.subject)).toEqual(['on time', 'too late']);

    mailer.messages.length = 0;
    const late = queueEmail(deps.db, {
      ...plainEmail('x@example.com', 'after the meeting', 'Hi'),
      notBefore: new Date(now + 60_000),
      notAfter: new Date(now + 120_000),
    });
    await deliverDue(deps, now + 120_001);
    expect(mailer.messages).toEqual([]);
    expect(rows(deps).find((row) => row.id === late)).toMatchObject({ status: 'dropped', message: null });
    expect(rows(deps).find((row) => row.topic === 'meeting-3')).toMatchObject({ status: 'dropped', message: null });
  });

  it('sends a message kept from before the outbox stored messages as it was rendered then', async () => {
    const mailer = memoryTransport();
    const deps = await outboxWith(mailer);
    const legacy = deps.db
      .insert(emailOutbox)
      .values({
        to: 'old@example.com',
        subject: 'Old receipt',
        text: 'Paid, long ago',
        html: '<p>Paid, long ago</p>',
        status: 'failed',
      })
      .returning()
      .get();
    resendFailed(deps.db, legacy.id);
    await deliverDue(deps);
    expect(mailer.messages).toMatchObject([{ to: 'old@example.com', subject: 'Old receipt', text: 'Paid, long ago' }]);
    expect(rows(deps)[0]).toMatchObject({ status: 'written', text: 'Paid, long ago' });
  });
});
