import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { customerUpload, multipart } from '../../../../tests/fixtures/multipart';
import { accountBuys } from '../../../../tests/fixtures/orders';
import { agreementText } from '../../../shared/content/agreement';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { contracts } from '../../db/schema';
import { fillMissingAgreementHashes } from './service';

// Spec part 2 §1: signing the contract gives access to the client dashboard. A customer who paid
// for a plan and has not signed is refused uploads, revisions and extras on every path until then.

let t: TestApp;
let rest: Rest;
let admin: TestAccount;
let buyer: TestAccount;
let orderId: string;
beforeEach(async () => {
  ({ t, rest, owner: admin } = await appWithOwner());
  buyer = await t.account({ email: 'buyer@example.test', name: 'Bea Buyer' });
  ({ orderId } = await accountBuys(t, buyer, { plan: 'starter', name: 'Bea Buyer' }));
});
afterEach(async () => {
  await t.app.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const logoUpload = (token: string) => customerUpload(t, token, [{ filename: 'logo.png', content: 'png bytes' }]);
/** The order page's upload, by the buyer signed in as the order's account. */
const orderPageUpload = (token: string) => {
  const body = multipart({ order_id: orderId, customer_email: buyer.email }, [
    { field: 'file', filename: 'logo.png', content: 'png bytes' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const restCalls = (token: string) =>
  Promise.all([
    logoUpload(token),
    orderPageUpload(token),
    rest('POST', '/api/customer/request-revision', token, { description: 'Bigger logo' }),
    rest('POST', '/api/customer/request-extra-pages', token, { page_count: 1, description: 'Team page' }),
    rest('POST', '/api/customer/upgrade-plan', token, { new_plan: 'pro' }),
  ] as const);
const signMine = (token: string) => t.caller(token).booking.signMyAgreement({ signature: 'Bea Buyer', agreed: true });
const customerRow = async () =>
  (await rest('GET', '/api/admin/dashboard', admin.token))
    .json()
    .customers.find((c: { email: string }) => c.email === buyer.email);

describe('a paid customer who has not signed', () => {
  it('is refused uploads, revisions and extras through REST, with the reason, and nothing is recorded', async () => {
    for (const res of await restCalls(buyer.token)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: CUSTOMER_MESSAGES.agreementRequired });
    }
    const view = await t.caller(buyer.token).customer.dashboard();
    expect(view).toMatchObject({
      files: [],
      revisions: [],
      extraPages: [],
      agreement: { state: 'unsigned', orderId, plan: 'starter', amountCents: 60000, signed: null },
    });
  });

  it('is refused the same through tRPC', async () => {
    const caller = t.caller(buyer.token);
    const refused = { code: 'FORBIDDEN', message: CUSTOMER_MESSAGES.agreementRequired };
    await expect(caller.customer.requestRevision({ description: 'Bigger logo' })).rejects.toMatchObject(refused);
    await expect(caller.customer.requestExtraPages({ pageCount: 2 })).rejects.toMatchObject(refused);
    await expect(caller.customer.upgrade({ newPlan: 'elite' })).rejects.toMatchObject(refused);
  });

  it('may do all of it once signed on the dashboard', async () => {
    const signed = await signMine(buyer.token);
    expect(signed).toMatchObject({
      signature: 'Bea Buyer',
      ip: '127.0.0.1',
      textSha256: sha256(agreementText('starter')),
      message: 'Contract signed successfully',
    });

    const [upload, orderPage, revision, pages, upgrade] = await restCalls(buyer.token);
    expect(upload.statusCode).toBe(200);
    expect(orderPage.statusCode).toBe(200);
    expect(revision.json()).toMatchObject({ message: CUSTOMER_MESSAGES.revisionSubmitted, requires_payment: false });
    expect(pages.json()).toMatchObject({ requires_payment: true, amount: 50 });
    expect(upgrade.json()).toMatchObject({ price_difference: 300, checkout_url: expect.any(String) });
    expect(await t.caller(buyer.token).customer.requestExtraPages({ pageCount: 2 })).toMatchObject({
      requiresPayment: true,
    });
    expect((await t.caller(buyer.token).customer.dashboard()).agreement).toMatchObject({
      state: 'signed',
      signed: { signature: 'Bea Buyer' },
    });
  });

  it('may also sign through POST /api/contract/sign, or on the order page', async () => {
    const res = await rest('POST', '/api/contract/sign', buyer.token, { signature: 'Bea Buyer' });
    expect(res.statusCode).toBe(200);
    expect((await logoUpload(buyer.token)).statusCode).toBe(200);

    const other = await t.account({ email: 'other@example.test' });
    const bought = await accountBuys(t, other, { plan: 'pro' });
    expect((await rest('POST', '/api/customer/request-revision', other.token, { description: 'x' })).statusCode).toBe(
      403,
    );
    // The order page signs for the buyer signed in as the order's account; its id and email alone are no proof.
    await expect(
      t.caller().booking.signContract({ orderId: bought.orderId, customerEmail: other.email, signature: 'Otto Other' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rest('POST', '/api/customer/request-revision', other.token, { description: 'x' })).statusCode).toBe(
      403,
    );
    await t
      .caller(other.token)
      .booking.signContract({ orderId: bought.orderId, customerEmail: other.email, signature: 'Otto Other' });
    expect((await rest('POST', '/api/customer/request-revision', other.token, { description: 'x' })).statusCode).toBe(
      200,
    );
  });
});

describe('booking.signMyAgreement', () => {
  it('needs the typed name and the ticked box', async () => {
    await expect(t.caller(buyer.token).booking.signMyAgreement({ signature: '  ', agreed: true })).rejects.toThrow(
      WIZARD_MESSAGES.signatureRequired,
    );
    await expect(
      // @ts-expect-error: the box must be ticked; a client that sends false is refused.
      t.caller(buyer.token).booking.signMyAgreement({ signature: 'Bea Buyer', agreed: false }),
    ).rejects.toThrow(WIZARD_MESSAGES.agreeRequired);
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([]);
  });

  it('needs a session', async () => {
    await expect(t.caller().booking.signMyAgreement({ signature: 'Bea Buyer', agreed: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps the first signature: signing again changes nothing', async () => {
    const first = await signMine(buyer.token);
    const again = await t.caller(buyer.token).booking.signMyAgreement({ signature: 'Someone Else', agreed: true });
    expect(again).toMatchObject({ id: first.id, signature: 'Bea Buyer', signedAt: first.signedAt });
  });

  it('has nothing to sign for a plan the team gave without a checkout', async () => {
    const given = await t.account({ plan: 'pro' });
    await expect(
      t.caller(given.token).booking.signMyAgreement({ signature: 'Gus Given', agreed: true }),
    ).rejects.toThrow(CUSTOMER_MESSAGES.noAgreementToSign);
    expect((await t.caller(given.token).customer.dashboard()).agreement.state).toBe('not_required');
    expect((await logoUpload(given.token)).statusCode).toBe(200);
  });
});

describe('staff see the signature', () => {
  it('lists each customer as unsigned, then signed: by whom, when, from where, the hash and the PDF', async () => {
    expect((await customerRow()).agreement).toEqual({
      status: 'unsigned',
      signed_by: null,
      signed_at: null,
      signed_from_ip: null,
      text_sha256: null,
      pdf_url: null,
    });
    const signed = await signMine(buyer.token);
    expect((await customerRow()).agreement).toEqual({
      status: 'signed',
      signed_by: 'Bea Buyer',
      signed_at: signed.signedAt,
      signed_from_ip: '127.0.0.1',
      text_sha256: sha256(agreementText('starter')),
      pdf_url: `/api/orders/${orderId}/contract.pdf`,
    });
    const customers = await t.caller(admin.token).admin.customers();
    expect(customers.find((c) => c.email === buyer.email)?.agreement).toMatchObject({
      state: 'signed',
      signed: { signature: 'Bea Buyer', ip: '127.0.0.1' },
    });

    const pdf = await rest('GET', `/api/orders/${orderId}/contract.pdf`, admin.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('shows it in the project details too', async () => {
    await signMine(buyer.token);
    const project = (await t.caller(admin.token).admin.projects()).find((p) => p.email === buyer.email)!;
    const res = await rest('GET', `/api/admin/client/${project.id}/details`, admin.token);
    expect(res.json().agreement).toMatchObject({ status: 'signed', signed_by: 'Bea Buyer' });
  });

  it('keeps the list from customers', async () => {
    await expect(t.caller(buyer.token).admin.customers()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the signed document', () => {
  it('cannot be changed in the database, while the links to the order and account can', async () => {
    await signMine(buyer.token);
    const { db } = t.app.deps;
    expect(() => db.update(contracts).set({ text: 'Something else' }).run()).toThrow(
      'A signed agreement cannot be changed',
    );
    expect(() => db.update(contracts).set({ signature: 'Forged' }).run()).toThrow(
      'A signed agreement cannot be changed',
    );
    expect(() =>
      db
        .update(contracts)
        .set({ textSha256: sha256('Something else') })
        .run(),
    ).toThrow('A signed agreement cannot be changed');
    db.update(contracts).set({ userId: null }).run();
    expect(db.select().from(contracts).get()).toMatchObject({
      signature: 'Bea Buyer',
      text: agreementText('starter'),
      userId: null,
    });
  });

  it('gets its hash once when signed before hashes were kept', async () => {
    await signMine(buyer.token);
    // An agreement from before migration 0009: same row, no hash.
    t.app.deps.db.$client.exec(
      "insert into contracts (public_id, email, plan, signature, version, text, ip, signed_at) values ('agr_old', 'old@example.test', 'pro', 'Old Signer', '2025-01', 'Old text', '10.0.0.1', 1)",
    );
    fillMissingAgreementHashes(t.app.deps.db);
    expect(t.app.deps.db.select().from(contracts).where(eq(contracts.publicId, 'agr_old')).get()?.textSha256).toBe(
      sha256('Old text'),
    );
    expect(() =>
      t.app.deps.db
        .update(contracts)
        .set({ textSha256: 'f'.repeat(64) })
        .where(eq(contracts.publicId, 'agr_old'))
        .run(),
    ).toThrow('A signed agreement cannot be changed');
  });
});
