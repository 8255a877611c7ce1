import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { diskFull, failStatements } from '../../../../tests/fixtures/faults';
import { customerUpload, multipart } from '../../../../tests/fixtures/multipart';
import { buyWithTestCheckout, signAgreement } from '../../../../tests/fixtures/orders';
import { emailVerifications, files, sessions, users } from '../../db/schema';
import { STORAGE_MESSAGES } from '../../errors';
import { directoryStorage } from '../../integrations/storage';

// Issue 18 §3: a full disk or a failing database saves nothing half way and says so: no row
// without its file, no file without its row, no partial file, and a clear answer (507).

let dir: string;
let t: TestApp;
let casey: TestAccount;
/** How many more files the disk takes before the next one fails part way; Infinity for a healthy disk. */
let filesBeforeFull = Infinity;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  filesBeforeFull = Infinity;
  const storage = directoryStorage(dir, {
    async write(file, bytes) {
      if (filesBeforeFull <= 0) {
        // Half the bytes reach the disk, then it is full.
        await file.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
        throw diskFull();
      }
      filesBeforeFull -= 1;
      await file.writeFile(bytes);
    },
  });
  t = await makeTestApp({}, { storage });
  casey = await t.account({ email: 'casey@example.test', plan: 'pro' });
});
afterEach(async () => {
  await t.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const onDisk = () => fs.readdirSync(dir);
const rows = () => t.app.deps.db.select().from(files).all();
const uploadThree = () =>
  customerUpload(
    t,
    casey.token,
    ['one.txt', 'two.txt', 'three.txt'].map((filename) => ({ filename, content: `${filename} `.repeat(200) })),
    { message: 'Three files' },
  );
const full = { detail: STORAGE_MESSAGES.full };

describe('a full disk while files are written', () => {
  it('saves none of a three-file upload when the second fails part way, and leaves no partial file', async () => {
    filesBeforeFull = 1;
    const res = await uploadThree();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(full);
    expect(rows()).toEqual([]);
    expect(onDisk()).toEqual([]);

    filesBeforeFull = Infinity;
    expect((await uploadThree()).statusCode).toBe(200);
    expect(rows()).toHaveLength(3);
    expect(onDisk().sort()).toEqual(
      rows()
        .map((row) => row.storedName)
        .sort(),
    );
  });

  it('removes the written files when the database cannot record them', async () => {
    const restore = failStatements(t.app.deps.db, /^insert into "files"/);
    const res = await uploadThree();
    restore();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(full);
    expect(rows()).toEqual([]);
    expect(onDisk()).toEqual([]);
  });

  it('applies to the order page’s upload too', async () => {
    const { orderId, checkoutSecret } = await buyWithTestCheckout(t, { email: 'buyer@example.test' });
    await signAgreement(t, { orderId, email: 'buyer@example.test', checkoutSecret });
    filesBeforeFull = 0;
    const body = multipart(
      { order_id: orderId, customer_email: 'buyer@example.test', checkout_secret: checkoutSecret! },
      [{ field: 'file', filename: 'logo.png', content: 'png bytes' }],
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', ...body });
    expect(res.statusCode).toBe(507);
    expect(rows()).toEqual([]);
    expect(onDisk()).toEqual([]);
  });

  it('clears partial files a crash left behind when the storage opens', () => {
    fs.writeFileSync(path.join(dir, 'abc-0123456789abcdef0123456789abcdef.part'), 'half a file');
    directoryStorage(dir);
    expect(onDisk()).toEqual([]);
  });
});

describe('a full database', () => {
  it('creates no account when the session cannot be saved, and says nothing was saved', async () => {
    const restore = failStatements(t.app.deps.db, /^insert into "sessions"/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Dana', email: 'dana@example.test', password: 'a-long-password' },
    });
    restore();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(full);
    const { db } = t.app.deps;
    expect(
      db
        .select()
        .from(users)
        .all()
        .map((user) => user.email),
    ).not.toContain('dana@example.test');
    expect(db.select().from(emailVerifications).all()).toEqual([]);
    expect(t.mail.messages).toEqual([]);
  });

  it('answers a tRPC call with the same message', async () => {
    const restore = failStatements(t.app.deps.db, /^insert into "customer_messages"/);
    await expect(t.caller(casey.token).customer.sendMessage({ message: 'Hello?' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: STORAGE_MESSAGES.full,
    });
    restore();
  });

  it('says so when an I/O error stops a write', async () => {
    const restore = failStatements(t.app.deps.db, /^insert into "customer_messages"/, 'SQLITE_IOERR_WRITE');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/send-message',
      headers: bearer(casey.token),
      payload: { message: 'Hello?' },
    });
    restore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: STORAGE_MESSAGES.failed });
  });
});

describe('deleting a file', () => {
  const upload = async () => {
    expect((await uploadThree()).statusCode).toBe(200);
    return rows()[0]!;
  };
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/customer/files/any?id=${id}`, headers: bearer(casey.token) });

  it('keeps the row and the bytes when the database cannot delete, and answers 507', async () => {
    const file = await upload();
    const restore = failStatements(t.app.deps.db, /^delete from "files"/);
    const res = await remove(file.id);
    restore();
    expect(res.statusCode).toBe(507);
    expect(rows()).toHaveLength(3);
    expect(onDisk()).toContain(file.storedName);
    expect((await remove(file.id)).statusCode).toBe(200);
    expect(onDisk()).not.toContain(file.storedName);
  });

  it('succeeds when the bytes are already gone, and a download of such a file says what happened', async () => {
    const [first, second] = [await upload(), rows()[1]!];
    fs.rmSync(path.join(dir, second.storedName));
    const download = await t.app.inject({
      url: `/api/customer/files/${second.filename}/download?id=${second.id}`,
      headers: bearer(casey.token),
    });
    expect(download.statusCode).toBe(404);
    expect(download.json().detail).toBe('This file is no longer in storage. Please ask us to send it again.');
    fs.rmSync(path.join(dir, first.storedName));
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await remove(first.id)).statusCode).toBe(404);
    expect(t.app.deps.db.select().from(sessions).all().length).toBeGreaterThan(0);
  });
});
