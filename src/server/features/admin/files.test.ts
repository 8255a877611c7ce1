import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { files, notifications } from '../../db/schema';
import { FILE_MESSAGES } from '../files/service';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let casey: TestAccount;
const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner());
  casey = await t.account({ email: 'casey@example.test', name: 'Casey', plan: 'pro' });
  await customerUpload(t, casey.token, [{ filename: 'logo.png', content: logo }], { message: 'Our logo' });
});
afterEach(async () => {
  await t.app.close();
});

const storedFiles = () => t.app.deps.db.select().from(files).all();
const sendFile = (payload: object) => rest('POST', '/api/files/send', owner.token, payload);
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('GET /api/admin/files', () => {
  it('lists every file with its owner and size in MB', async () => {
    await sendFile({
      filename: 'mockup.pdf',
      content: base64(Buffer.alloc(1.5 * 1024 * 1024, 1)),
      recipient_email: casey.email,
    });
    const res = await rest('GET', '/api/admin/files', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([
      expect.objectContaining({
        filename: 'mockup.pdf',
        file_size_mb: 1.5,
        customer_name: 'Casey',
        customer_email: casey.email,
        content_type: 'application/pdf',
        source: 'admin',
      }),
      {
        id: storedFiles()[0]!.id,
        filename: 'logo.png',
        file_size_mb: 0,
        customer_name: 'Casey',
        customer_email: casey.email,
        content_type: 'image/png',
        upload_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        source: 'customer',
        notes: 'Our logo',
      },
    ]);
  });
});

describe('admin.files', () => {
  it('names the team member who sent a file, and the customer, by name rather than email', async () => {
    const sam = await t.account({ isAdmin: true, email: 'sam@example.test', name: 'Sam Sender' });
    await rest('POST', '/api/files/send', sam.token, {
      filename: 'mockup.pdf',
      content: base64('%PDF-1.4 mockup'),
      recipient_email: casey.email,
    });
    const [sent, uploaded] = await t.caller(owner.token).admin.files();
    expect(sent).toMatchObject({
      filename: 'mockup.pdf',
      source: 'admin',
      uploadedBy: 'sam@example.test',
      uploadedByName: 'Sam Sender',
      customerName: 'Casey',
    });
    expect(uploaded).toMatchObject({
      filename: 'logo.png',
      source: 'customer',
      uploadedByName: 'Casey',
      customerName: 'Casey',
    });
  });
});

describe('GET /api/admin/files/{id}', () => {
  it('downloads the exact bytes under the file’s name', async () => {
    const res = await rest('GET', `/api/admin/files/${storedFiles()[0]!.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''logo.png`);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(logo);
  });

  it('answers 404 for an unknown file', async () => {
    const res = await rest('GET', '/api/admin/files/9999', owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.fileNotFound });
  });
});

describe('DELETE /api/admin/files/{id}', () => {
  it('deletes the row and the stored bytes', async () => {
    const file = storedFiles()[0]!;
    const res = await rest('DELETE', `/api/admin/files/${file.id}`, owner.token);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.fileDeleted });
    expect(storedFiles()).toEqual([]);
    await expect(t.app.deps.storage.read(file.storedName)).rejects.toThrow();
    expect((await rest('GET', '/api/customer/dashboard', casey.token)).json().files).toEqual([]);
    expect((await rest('DELETE', `/api/admin/files/${file.id}`, owner.token)).statusCode).toBe(404);
  });
});

describe('POST /api/files/send', () => {
  it('puts the file in the customer’s Files tab as from the team, with an email and a notification', async () => {
    const proposal = Buffer.from('%PDF-1.4 proposal');
    const res = await sendFile({
      filename: 'proposal.pdf',
      content: base64(proposal),
      recipient_email: 'Casey@Example.test',
      message: 'Please review',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'File sent to Casey',
      filename: 'proposal.pdf',
      fileId: expect.any(Number),
    });
    expect(res.json().message).toBe(ADMIN_MESSAGES.fileSentTo('Casey'));

    const dashboard = await t.caller(casey.token).customer.dashboard();
    expect(dashboard.files[0]).toMatchObject({
      filename: 'proposal.pdf',
      source: 'admin',
      notes: 'Please review',
      size: proposal.length,
    });
    expect(dashboard.notifications).toEqual([
      expect.objectContaining({ type: 'file', title: 'New file from our team: proposal.pdf', body: 'Please review' }),
    ]);
    const download = await rest('GET', '/api/customer/files/proposal.pdf/download', casey.token);
    expect(download.rawPayload).toEqual(proposal);
    expect(t.mail.messages.filter((message) => message.to === casey.email)).toEqual([
      expect.objectContaining({
        subject: 'A new file from our team: proposal.pdf',
        text: expect.stringContaining('Please review'),
      }),
    ]);
    expect(storedFiles().at(-1)).toMatchObject({
      source: 'admin',
      uploadedBy: owner.email,
      ownerEmail: casey.email,
      userId: casey.id,
    });
  });

  it('accepts a data: URL and a file of exactly 10 MB', async () => {
    const dataUrl = await sendFile({
      filename: 'note.txt',
      content: `data:text/plain;base64,${base64('hi')}`,
      recipient_email: casey.email,
    });
    expect(dataUrl.statusCode).toBe(200);
    const full = await sendFile({
      filename: 'full.zip',
      content: base64(Buffer.alloc(MAX_UPLOAD_BYTES, 7)),
      recipient_email: casey.email,
    });
    expect(full.statusCode).toBe(200);
    expect(storedFiles().map((file) => [file.filename, file.size])).toEqual([
      ['logo.png', logo.length],
      ['note.txt', 2],
      ['full.zip', MAX_UPLOAD_BYTES],
    ]);
  });

  it('refuses a missing file, a .exe, a file over 10 MB and bad base64, storing nothing', async () => {
    const before = storedFiles();
    const cases: [object, number, string][] = [
      [{ filename: 'a.pdf', recipient_email: casey.email }, 422, ADMIN_MESSAGES.selectFile],
      [{ filename: 'a.pdf', content: '', recipient_email: casey.email }, 422, ADMIN_MESSAGES.selectFile],
      [{ content: base64('x'), recipient_email: casey.email }, 422, ADMIN_MESSAGES.selectFile],
      [
        { filename: 'tool.exe', content: base64('MZ'), recipient_email: casey.email },
        400,
        FILE_MESSAGES.typeNotAllowed,
      ],
      [
        { filename: 'huge.pdf', content: base64(Buffer.alloc(MAX_UPLOAD_BYTES + 1)), recipient_email: casey.email },
        400,
        FILE_MESSAGES.tooLarge,
      ],
      [
        { filename: 'a.pdf', content: 'this is not base64!', recipient_email: casey.email },
        422,
        ADMIN_MESSAGES.processFileFailed,
      ],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await sendFile(payload);
      expect(res.statusCode, detail).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    expect(storedFiles()).toEqual(before);
    expect(t.app.deps.db.select().from(notifications).where(eq(notifications.userId, casey.id)).all()).toEqual([]);
    expect(t.mail.messages.filter((message) => message.to === casey.email)).toEqual([]);
  });

  it('answers 404 for a recipient who is not a customer', async () => {
    for (const email of ['nobody@example.test', owner.email]) {
      const res = await sendFile({ filename: 'a.pdf', content: base64('x'), recipient_email: email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.customerEmailNotFound });
    }
    expect(storedFiles()).toHaveLength(1);
  });
});
