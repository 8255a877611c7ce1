import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restAs } from '../../../../tests/fixtures/admin';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { customerWithData, enrolAuthenticator, type CustomerData } from '../../../../tests/fixtures/customer-data';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { buyWithTestCheckout } from '../../../../tests/fixtures/orders';
import { RATE_LIMITS } from '../../../shared/rules';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { hashToken } from '../../core/session';
import { files, recoveryCodes, totpCredentials, users } from '../../db/schema';
import type { PersonalRecords } from './records';

// Issue 36 §5 through the real entry points: the zip over REST, the records over batched tRPC.

let t: TestApp;
let casey: CustomerData;
let mallory: CustomerData;
beforeEach(async () => {
  t = await makeTestApp();
  casey = await customerWithData(t, { email: 'casey@example.test', name: 'Casey', time: '15:00' });
  mallory = await customerWithData(t, { email: 'mallory@example.test', name: 'Mallory', time: '16:00' });
});
afterEach(async () => {
  await t.app.close();
});

const exportOf = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: token ? bearer(token) : {} });

type Exported = PersonalRecords & {
  about: string;
  files: (PersonalRecords['files'][number] & { inArchive: string })[];
};

function unzipped(body: Buffer) {
  const entries = unzipSync(new Uint8Array(body));
  return { names: Object.keys(entries), text: (name: string) => strFromU8(entries[name]!) };
}

describe('GET /api/account/export', () => {
  it('gives the customer a zip of every record about them and their uploaded files', async () => {
    const res = await exportOf(casey.account.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="goldline-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const zip = unzipped(res.rawPayload);
    const file = t.app.deps.db.select().from(files).where(eq(files.userId, casey.account.id)).get()!;
    expect(zip.names).toEqual([`files/${file.id}-logo.png`, 'data.json']);
    expect(zip.text(`files/${file.id}-logo.png`)).toBe(casey.upload);

    const data = JSON.parse(zip.text('data.json')) as Exported;
    expect(data.about).toContain('Everything Goldline Studio keeps about your account');
    expect(data.account).toMatchObject({ email: 'casey@example.test', name: 'Casey', plan: 'pro' });
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderId: casey.orderId,
        status: 'paid',
        amountCents: 90000,
        email: casey.account.email,
      }),
    ]);
    expect(data.agreements).toEqual([
      expect.objectContaining({
        orderId: casey.orderId,
        signature: 'Casey',
        text: expect.stringContaining('Ownership'),
      }),
    ]);
    expect(data.projects).toEqual([
      expect.objectContaining({ plan: 'pro', status: 'Plan Selected', stagesReached: [] }),
    ]);
    expect(data.messages).toEqual([expect.objectContaining({ message: casey.message, fromTheTeam: false })]);
    expect(data.chats).toEqual([
      expect.objectContaining({
        email: casey.account.email,
        lines: expect.arrayContaining([expect.objectContaining({ from: 'customer', message: casey.chatLine })]),
      }),
    ]);
    expect(data.meetings).toEqual([
      expect.objectContaining({ date: meetingDay(), time: '15:00', status: 'booked', email: casey.account.email }),
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({
        filename: 'logo.png',
        size: casey.upload.length,
        source: 'customer',
        inArchive: `files/${file.id}-logo.png`,
      }),
    ]);
    expect(data.signIn.devices).toHaveLength(1);
  });

  it('holds no secret and nothing of anyone else', async () => {
    const { recoveryCodes: codes } = await enrolAuthenticator(t, casey.account);
    const { db } = t.app.deps;
    const res = await exportOf(casey.account.token);
    const everything = res.rawPayload.toString('latin1') + unzipped(res.rawPayload).text('data.json');

    const row = db.select().from(users).where(eq(users.id, casey.account.id)).get()!;
    const secrets = [
      row.passwordHash,
      casey.account.token,
      hashToken(casey.account.token),
      db.select().from(totpCredentials).where(eq(totpCredentials.userId, casey.account.id)).get()!.sealedKey,
      ...db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, casey.account.id))
        .all()
        .map((code) => code.codeHash),
      ...codes,
    ];
    for (const secret of secrets) expect(everything).not.toContain(secret);
    for (const theirs of ['mallory', mallory.upload, mallory.message, mallory.chatLine, mallory.orderId])
      expect(everything.toLowerCase()).not.toContain(theirs.toLowerCase());
    const data = JSON.parse(unzipped(res.rawPayload).text('data.json')) as Exported;
    expect(data.signIn).toMatchObject({ authenticatorApp: true, recoveryCodesLeft: 10 });
  });

  it('holds what was made signed out under the address only once the account has proven it is theirs', async () => {
    const unproven = await t.account({ email: 'dana@example.test', emailVerified: false });
    const guestBooking = await restAs(t)('POST', '/api/zoom/book', null, {
      user_email: 'dana@example.test',
      user_name: 'Booked Signed Out',
      meeting_date: meetingDay(),
      meeting_time: '17:00',
    });
    expect(guestBooking.statusCode).toBe(200);
    const guestOrder = await buyWithTestCheckout(t, { email: casey.account.email, plan: 'starter' });

    const dana = JSON.parse(unzipped((await exportOf(unproven.token)).rawPayload).text('data.json')) as Exported;
    expect(dana.account.email).toBe('dana@example.test');
    expect(dana.meetings).toEqual([]);
    const proven = JSON.parse(unzipped((await exportOf(casey.account.token)).rawPayload).text('data.json')) as Exported;
    expect(proven.orders.map((order) => order.orderId)).toEqual([casey.orderId, guestOrder.orderId]);
  });

  it('lists a file whose bytes are gone, and says it is not in the archive', async () => {
    const file = t.app.deps.db.select().from(files).where(eq(files.userId, casey.account.id)).get()!;
    await t.app.deps.storage.remove(file.storedName);
    const zip = unzipped((await exportOf(casey.account.token)).rawPayload);
    expect(zip.names).toEqual(['data.json']);
    expect((JSON.parse(zip.text('data.json')) as Exported).files).toEqual([
      expect.objectContaining({ filename: 'logo.png', inArchive: null }),
    ]);
  });

  it('answers 401 to someone signed out, over REST and tRPC', async () => {
    const res = await exportOf(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.notSignedIn });
    await expect(t.caller().account.export()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('allows a few exports an hour, then answers 429 with Retry-After', async () => {
    for (let used = 0; used < RATE_LIMITS.accountExport.perAccount; used += 1)
      expect((await exportOf(casey.account.token)).statusCode).toBe(200);
    const refused = await exportOf(casey.account.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer's budget is their own.
    expect((await exportOf(mallory.account.token)).statusCode).toBe(200);
  });
});

describe('tRPC account.export', () => {
  it('answers the same records in a batch, as the app sends it', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: undefined, 1: undefined }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/account.export,auth.me?batch=1&input=${input}`,
      headers: bearer(casey.account.token),
    });
    expect(res.statusCode).toBe(200);
    const [records, me] = res.json<{ result: { data: PersonalRecords & { email?: string } } }[]>();
    expect(me!.result.data.email).toBe(casey.account.email);
    expect(records!.result.data.orders).toEqual([expect.objectContaining({ orderId: casey.orderId })]);
    expect(records!.result.data.files).toEqual([expect.objectContaining({ filename: 'logo.png' })]);
    expect(res.body).not.toContain('Mallory');
  });
});
