import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restAs } from '../../../../tests/fixtures/admin';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { buyWithTestCheckout } from '../../../../tests/fixtures/orders';
import { AGREEMENT_VERSION, agreementSections, agreementText } from '../../../shared/content/agreement';
import { AGREEMENT_MESSAGES } from '../../../shared/schemas/booking';
import { contracts } from '../../db/schema';

// Issue 36 §8: what a signature certificate needs is recorded at signing, of the text the signer saw.

const BROWSER = 'CertificateTest/1.0 (X11; Linux x86_64)';

let t: TestApp;
let buyer: TestAccount;
let orderId: string;
beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.account({ email: 'buyer@example.test', name: 'Bea Buyer' });
  ({ orderId } = await buyWithTestCheckout(t, {
    plan: 'pro',
    email: buyer.email,
    name: 'Bea Buyer',
    token: buyer.token,
  }));
});
afterEach(async () => {
  await t.app.close();
});

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const rest = (...args: Parameters<ReturnType<typeof restAs>>) => restAs(t)(...args);
/** A tRPC mutation over HTTP, as the browser sends it: with its user agent. */
const trpcPost = (path: string, token: string, input: object) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...bearer(token), 'user-agent': BROWSER },
    payload: input,
  });
const signOnDashboard = (token = buyer.token) =>
  trpcPost('booking.signMyAgreement', token, {
    signature: 'Bea Buyer',
    agreed: true,
    agreementVersion: AGREEMENT_VERSION,
  });
const contractRows = () => t.app.deps.db.select().from(contracts).all();
/** A signature of an earlier version, as the wizard stored it before user agents and hashes were kept. */
const EARLIER_TEXT = agreementText('pro')
  .replace('(version 2025-01)', '(version 2024-07)')
  .replace('4 weeks', '6 weeks');
const insertEarlierSignature = () => {
  const order = t.app.deps.db.$client.prepare('select id from orders where public_id = ?').get(orderId) as {
    id: number;
  };
  t.app.deps.db.$client
    .prepare(
      `insert into contracts (public_id, order_id, email, plan, signature, version, text, ip, signed_at)
       values ('agr_old', ?, ?, 'pro', 'Old Signer', '2024-07', ?, '10.0.0.1', 1)`,
    )
    .run(order.id, buyer.email, EARLIER_TEXT);
};

describe('signing', () => {
  it('records the IP, the user agent, the version and the hash of the exact text shown', async () => {
    const res = await signOnDashboard();
    expect(res.statusCode).toBe(200);
    expect(contractRows()).toEqual([
      expect.objectContaining({
        signature: 'Bea Buyer',
        email: buyer.email,
        ip: '127.0.0.1',
        userAgent: BROWSER,
        version: AGREEMENT_VERSION,
        text: agreementText('pro'),
        textSha256: sha256(agreementText('pro')),
      }),
    ]);
  });

  it('records the user agent on the order page too', async () => {
    const res = await trpcPost('booking.signContract', buyer.token, {
      orderId,
      customerEmail: buyer.email,
      signature: 'Bea Buyer',
      agreementVersion: AGREEMENT_VERSION,
    });
    expect(res.statusCode).toBe(200);
    expect(contractRows()[0]).toMatchObject({ userAgent: BROWSER, version: AGREEMENT_VERSION });
  });

  it('refuses a page that showed another version of the agreement, and stores nothing', async () => {
    const res = await trpcPost('booking.signMyAgreement', buyer.token, {
      signature: 'Bea Buyer',
      agreed: true,
      agreementVersion: '2024-07',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(AGREEMENT_MESSAGES.versionChanged);
    const spec = await rest('POST', '/api/contract/sign', buyer.token, {
      signature: 'Bea Buyer',
      agreement_version: '2024-07',
    });
    expect(spec.statusCode).toBe(409);
    expect(spec.json()).toEqual({ detail: AGREEMENT_MESSAGES.versionChanged });
    expect(contractRows()).toEqual([]);
  });
});

describe('the order page', () => {
  it('shows the version it signs, and once signed the text that was signed', async () => {
    expect(await t.caller(buyer.token).booking.contract({ orderId })).toMatchObject({
      version: AGREEMENT_VERSION,
      sections: agreementSections('pro'),
      signed: null,
    });
    insertEarlierSignature();
    const signed = await t.caller(buyer.token).booking.contract({ orderId });
    expect(signed).toMatchObject({ version: '2024-07', signed: { id: 'agr_old', signature: 'Old Signer' } });
    expect(signed.sections[3]?.body).toContain('Standard delivery is 6 weeks');
  });
});
