import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { multipart } from '../../../../tests/fixtures/multipart';
import { accountBuys, buyWithTestCheckout, signAgreement, type TestOrder } from '../../../../tests/fixtures/orders';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { files } from '../../db/schema';
import { cleanFilename, FILE_MESSAGES } from './service';

let t: TestApp;
let order: TestOrder;
/** The buyer's proof of an order placed signed out: the secret its checkout returned. */
let secret: string;
const EMAIL = 'uploader@example.test';

beforeEach(async () => {
  t = await makeTestApp();
  order = await buyWithTestCheckout(t, { email: EMAIL });
  secret = order.checkoutSecret!;
  await signAgreement(t, { orderId: order.orderId, email: EMAIL, checkoutSecret: secret });
});
afterEach(async () => {
  await t.app.close();
});

const upload = (
  fields: Record<string, string>,
  file?: { filename: string; content: Buffer | string },
  token?: string,
) => {
  const body = multipart(fields, file ? [file] : []);
  const headers = token ? { ...body.headers, ...bearer(token) } : body.headers;
  return t.app.inject({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers });
};
const stored = () => t.app.deps.db.select().from(files).all();

describe('POST /api/files/upload', () => {
  it('stores an accepted file under a random name, with its checksum, on the order', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret, notes: 'Our logo' },
      { filename: 'logo.png', content: 'png bytes' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filename: 'logo.png', size: 9 });
    const [row] = stored();
    expect(row).toMatchObject({
      filename: 'logo.png',
      ownerEmail: EMAIL,
      contentType: 'image/png',
      notes: 'Our logo',
      source: 'customer',
    });
    expect(row!.storedName).not.toContain('logo');
    expect(row!.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect((await t.app.deps.storage.read(row!.storedName)).toString()).toBe('png bytes');

    const details = await t.app.inject({
      url: `/api/payments/order-details/${order.orderId}?checkout_secret=${secret}`,
    });
    expect(details.json().files).toEqual([expect.objectContaining({ filename: 'logo.png', size: 9 })]);
  });

  it('accepts the email in any letter case', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: 'Uploader@Example.TEST', checkout_secret: secret },
      { filename: 'brief.pdf', content: '%PDF' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses types outside the list, whatever the content type says', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: 'setup.exe', content: 'MZ' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(FILE_MESSAGES.typeNotAllowed);
    expect(stored()).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: 'big.zip', content: Buffer.alloc(11 * 1024 * 1024) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(FILE_MESSAGES.tooLarge);
    expect(stored()).toEqual([]);
  });

  it('keeps only the last segment of a name with ../ in it', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: '../../etc/passwd.txt', content: 'x' },
    );
    expect(res.statusCode).toBe(200);
    expect(stored()[0]!.filename).toBe('passwd.txt');
  });

  it('refuses the order id and email without the checkout secret, or with a wrong one', async () => {
    const noSecret = await upload(
      { order_id: order.orderId, customer_email: EMAIL },
      { filename: 'a.txt', content: 'x' },
    );
    expect(noSecret.statusCode).toBe(404);
    expect(noSecret.json().detail).toBe(PAYMENT_MESSAGES.orderNotFound);
    const wrongSecret = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: 'not-the-checkout-secret-of-this-order' },
      { filename: 'a.txt', content: 'x' },
    );
    expect(wrongSecret.statusCode).toBe(404);
    const stranger = await t.account({ email: 'stranger@example.test' });
    const signedInElsewhere = await upload(
      { order_id: order.orderId, customer_email: EMAIL },
      { filename: 'a.txt', content: 'x' },
      stranger.token,
    );
    expect(signedInElsewhere.statusCode).toBe(404);
    expect(stored()).toEqual([]);
  });

  it('refuses the wrong email, an unknown order, no file and a non-multipart body', async () => {
    const wrongEmail = await upload(
      { order_id: order.orderId, customer_email: 'someone@example.test', checkout_secret: secret },
      { filename: 'a.txt', content: 'x' },
    );
    expect(wrongEmail.statusCode).toBe(403);
    expect(wrongEmail.json().detail).toBe(PAYMENT_MESSAGES.orderEmailMismatch);
    const unknown = await upload(
      { order_id: 'ord_nope', customer_email: EMAIL, checkout_secret: secret },
      { filename: 'a.txt', content: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
    const noFile = await upload({ order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe(FILE_MESSAGES.noFile);
    const json = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: { order_id: order.orderId } });
    expect(json.statusCode).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('refuses uploads to an order that is not paid', async () => {
    const pending = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'late@example.test', customerName: 'Late' });
    const res = await upload(
      { order_id: pending.orderId, customer_email: 'late@example.test', checkout_secret: pending.checkoutSecret! },
      { filename: 'a.txt', content: 'x' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PAYMENT_MESSAGES.orderNotPaid);
  });

  it('links uploads to the account that later claims the order', async () => {
    await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: 'a.txt', content: 'x' },
    );
    // The buyer's browser still holds the checkout secret: the order, and its files, are linked at once.
    const signup = await t
      .caller()
      .auth.signup({ name: 'Up', email: EMAIL, password: 'secret1', orderId: order.orderId, checkoutSecret: secret });
    expect(t.app.deps.db.select().from(files).where(eq(files.userId, signup.user.id)).all()).toHaveLength(1);
  });

  it('links uploads named by order id alone only once the account proves its address', async () => {
    await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: 'a.txt', content: 'x' },
    );
    const signup = await t
      .caller()
      .auth.signup({ name: 'Up', email: EMAIL, password: 'secret1', orderId: order.orderId });
    const filesOf = () => t.app.deps.db.select().from(files).where(eq(files.userId, signup.user.id)).all();
    expect(filesOf()).toEqual([]);
    const mail = await t.mailTo(EMAIL, 'Confirm your email address');
    await t.caller().auth.verifyEmail({ token: new URL(mail.link!).searchParams.get('token')! });
    expect(filesOf()).toHaveLength(1);
  });

  it('lets the signed-in owner of an account’s order upload without a secret', async () => {
    const owner = await t.account({ email: 'owner@example.test' });
    const own = await accountBuys(t, owner);
    expect(own.checkoutSecret).toBeNull();
    await signAgreement(t, { orderId: own.orderId, email: owner.email, token: owner.token });
    const res = await upload(
      { order_id: own.orderId, customer_email: owner.email },
      { filename: 'a.txt', content: 'x' },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(stored()[0]).toMatchObject({ userId: owner.id, ownerEmail: owner.email });
    const signedOut = await upload(
      { order_id: own.orderId, customer_email: owner.email },
      { filename: 'b.txt', content: 'y' },
    );
    expect(signedOut.statusCode).toBe(404);
    expect(stored()).toHaveLength(1);
  });
});

describe('the order’s fields, read before the file', () => {
  it('answer for their own mistakes: a wrong address is 422, not an unreadable upload', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: 'not an address', checkout_secret: secret },
      { filename: 'logo.png', content: 'png bytes' },
    );
    expect(res.statusCode).toBe(422);
    expect(stored()).toEqual([]);
  });
});

describe('a name that shows as another', () => {
  it('loses the direction marks that make a .doc show as "reportcod.pdf"', async () => {
    const res = await upload(
      { order_id: order.orderId, customer_email: EMAIL, checkout_secret: secret },
      { filename: 'report\u202Efdp.doc', content: 'doc bytes' },
    );
    expect(res.statusCode).toBe(200);
    expect(stored().map((row) => row.filename)).toEqual(['reportfdp.doc']);
    for (const mark of [
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u061C',
    ])
      expect(cleanFilename(`a${mark}b.pdf`)).toBe('ab.pdf');
  });
});

describe('cleanFilename', () => {
  it('drops paths, control characters and leading dots', () => {
    expect(cleanFilename('..\\..\\win.ini')).toBe('win.ini');
    expect(cleanFilename('.hidden.txt')).toBe('hidden.txt');
    expect(cleanFilename('a\u0000b<c>.pdf')).toBe('abc.pdf');
    expect(cleanFilename('///')).toBe('file');
  });
});
