import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { accountBuys } from '../../../../tests/fixtures/orders';
import { pdfAttachments, pdfPages } from '../../../../tests/fixtures/pdf';
import { AGREEMENT_VERSION, agreementSections, agreementText } from '../../../shared/content/agreement';
import { ADDENDUM_MESSAGES, AGREEMENT_MESSAGES } from '../../../shared/schemas/booking';
import { ADMIN_PERMISSIONS } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { ADMIN_NOTICE_WINDOW_MS } from '../../../shared/rules';
import { agreementAddenda, contracts } from '../../db/schema';
import { deliverAdminNotices } from '../email';

// Issue 36 §8: the agreement PDF ends with a certificate page (typed name, account email, UTC time,
// IP, user agent, SHA-256 of the signed text, version). A change of terms after signing is an
// addendum the customer signs; the original stays intact and both appear in the PDF.

const BROWSER = 'CertificateTest/1.0 (X11; Linux x86_64)';
const CHANGE = 'Delivery moves from 4 weeks to 6 weeks from the project start, at no extra cost.';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let payments: TestAccount;
let projectsOnly: TestAccount;
let buyer: TestAccount;
let stranger: TestAccount;
let orderId: string;
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner());
  payments = await t.account({
    isAdmin: true,
    adminLevel: 'standard',
    permissions: ['payments'],
    email: 'payments@example.test',
  });
  projectsOnly = await t.account({
    isAdmin: true,
    adminLevel: 'standard',
    permissions: ['projects', 'users'],
    email: 'projects@example.test',
  });
  buyer = await t.account({ email: 'buyer@example.test', name: 'Bea Buyer' });
  stranger = await t.account({ email: 'stranger@example.test', name: 'Stan Stranger' });
  ({ orderId } = await accountBuys(t, buyer, { plan: 'pro', name: 'Bea Buyer' }));
});
afterEach(async () => {
  await t.app.close();
});

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
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
const downloadPdf = async (token = buyer.token) => {
  const res = await rest('GET', `/api/orders/${orderId}/contract.pdf`, token);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const contractRows = () => t.app.deps.db.select().from(contracts).all();
const addendumRows = () => t.app.deps.db.select().from(agreementAddenda).all();
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
const issue = (token: string, text = CHANGE) => t.caller(token).admin.issueAddendum({ orderId, text });

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

describe('the agreement PDF', () => {
  it('ends with a certificate page, with the full SHA-256 of the text attached to it', async () => {
    await signOnDashboard();
    const [signed] = contractRows();
    const pages = pdfPages(await downloadPdf());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain(`Goldline Studio Service Agreement (version ${AGREEMENT_VERSION})`);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Signature certificate');
    for (const fact of [
      `Service agreement ${signed!.publicId}, version ${AGREEMENT_VERSION}, pro plan`,
      'Signed by (typed name)\nBea Buyer',
      `Account email\n${buyer.email}`,
      `Signed at (UTC)\n${signed!.signedAt.toISOString()}`,
      'IP address\n127.0.0.1',
      `User agent\n${BROWSER}`,
      `SHA-256 of the signed text\n${sha256(agreementText('pro'))}`,
    ])
      expect(certificate).toContain(fact);
    // The way to check: the attached text is the one signed, byte for byte.
    const attached = pdfAttachments(await downloadPdf()).get(`${signed!.publicId}.txt`);
    expect(attached?.toString('utf8')).toBe(agreementText('pro'));
    expect(sha256(attached!)).toBe(signed!.textSha256);
  });

  it('is made for a signature from before the certificate, saying what was not recorded', async () => {
    insertEarlierSignature();
    const pages = pdfPages(await downloadPdf());
    expect(pages[0]).toContain('Standard delivery is 6 weeks');
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Service agreement agr_old, version 2024-07, pro plan');
    expect(certificate).toContain('Signed by (typed name)\nOld Signer');
    expect(certificate).toContain('Signed at (UTC)\n1970-01-01T00:00:00.001Z');
    expect(certificate).toContain('User agent\nNot recorded for this signature.');
    expect(certificate).toContain(`SHA-256 of the signed text\n${sha256(EARLIER_TEXT)}`);
    expect(certificate).toContain('Computed later from the stored text');
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

describe('an addendum', () => {
  beforeEach(async () => {
    expect((await signOnDashboard()).statusCode).toBe(200);
  });

  it('is issued by an admin of payments, and the customer is emailed to sign it', async () => {
    const issued = await issue(payments.token);
    expect(issued).toMatchObject({ number: 1, signed: null, message: ADDENDUM_MESSAGES.issued(buyer.email) });
    const [original] = contractRows();
    expect(issued.text).toBe(
      [
        `Addendum 1 to the Goldline Studio Service Agreement ${original!.publicId}`,
        `This addendum changes the service agreement signed on ${original!.signedAt.toISOString().slice(0, 10)} ` +
          `(version ${AGREEMENT_VERSION}, SHA-256 ${original!.textSha256}). Everything it does not change stays as signed.`,
        CHANGE,
      ].join('\n\n'),
    );
    expect(issued.textSha256).toBe(sha256(issued.text));
    const mail = await t.mailTo(buyer.email, 'Please sign addendum 1 to your service agreement');
    expect(mail.text).toContain(CHANGE);
    expect(mail.link).toMatch(/\/dashboard$/);
    expect((await t.caller(buyer.token).customer.dashboard()).agreement.addenda).toEqual([
      {
        id: issued.id,
        number: 1,
        text: issued.text,
        textSha256: issued.textSha256,
        issuedAt: issued.issuedAt,
        signed: null,
      },
    ]);
    // Numbered in the order issued.
    expect((await issue(owner.token, `${CHANGE} Second change.`)).number).toBe(2);
  });

  it('is refused to a customer, an admin without payments and a visitor, and nothing is written or mailed', async () => {
    const sent = t.mail.messages.length;
    await expect(issue(buyer.token)).rejects.toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
    await expect(issue(projectsOnly.token)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.payments),
    });
    await expect(t.caller().admin.issueAddendum({ orderId, text: CHANGE })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(addendumRows()).toEqual([]);
    expect(t.mail.messages).toHaveLength(sent);
  });

  it('refuses bad input with a clear message, and writes nothing', async () => {
    for (const [text, message] of [
      ['   too short  ', ADDENDUM_MESSAGES.textRequired],
      ['x'.repeat(5001), ADDENDUM_MESSAGES.textTooLong],
    ]) {
      const res = await trpcPost('admin.issueAddendum', payments.token, { orderId, text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    await expect(
      t.caller(payments.token).admin.issueAddendum({ orderId: 'ord_nope', text: CHANGE }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unsigned = await accountBuys(t, stranger, { plan: 'starter' });
    await expect(
      t.caller(payments.token).admin.issueAddendum({ orderId: unsigned.orderId, text: CHANGE }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ADDENDUM_MESSAGES.nothingToAmend });
    await expect(
      t.caller(buyer.token).booking.signAddendum({ addendumId: 'add_nope', signature: 'Bea Buyer', agreed: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ADDENDUM_MESSAGES.notFound });
    expect(addendumRows()).toEqual([]);
  });

  it('is signed by its customer only, with the same evidence, and leaves the original untouched', async () => {
    const issued = await issue(payments.token);
    const [before] = contractRows();
    await expect(
      t.caller(stranger.token).booking.signAddendum({ addendumId: issued.id, signature: 'Stan', agreed: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ADDENDUM_MESSAGES.notFound });
    await expect(
      t.caller().booking.signAddendum({ addendumId: issued.id, signature: 'Nobody', agreed: true }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const unticked = await trpcPost('booking.signAddendum', buyer.token, {
      addendumId: issued.id,
      signature: 'Bea Buyer',
      agreed: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.message).toBe(ADDENDUM_MESSAGES.agreeRequired);
    expect(addendumRows()[0]).toMatchObject({ signature: null, signedAt: null });

    const res = await trpcPost('booking.signAddendum', buyer.token, {
      addendumId: issued.id,
      signature: 'Bea Buyer',
      agreed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({
      message: ADDENDUM_MESSAGES.signed,
      signed: { signature: 'Bea Buyer' },
    });
    expect(addendumRows()[0]).toMatchObject({
      signature: 'Bea Buyer',
      signerEmail: buyer.email,
      ip: '127.0.0.1',
      userAgent: BROWSER,
      textSha256: sha256(issued.text),
    });
    // The admins of payments hear of it (after the notice of the order, in its window); the
    // agreement it amends is as it was signed.
    await deliverAdminNotices(t.app.deps, Date.now() + ADMIN_NOTICE_WINDOW_MS);
    const notice = await t.mailTo(payments.email, 'Addendum 1 signed: Bea Buyer <buyer@example.test>');
    expect(notice.text).toContain(`signed addendum 1 to service agreement ${before!.publicId} (order ${orderId})`);
    expect(t.mail.messages.some((message) => message.to === projectsOnly.email)).toBe(false);
    expect(contractRows()).toEqual([before]);

    // Signing again keeps the first signature.
    const again = await t
      .caller(buyer.token)
      .booking.signAddendum({ addendumId: issued.id, signature: 'Someone Else', agreed: true });
    expect(again.signed).toMatchObject({ signature: 'Bea Buyer' });
    expect(() => t.app.deps.db.update(agreementAddenda).set({ text: 'Something else' }).run()).toThrow(
      'An addendum cannot be changed',
    );
    expect(() => t.app.deps.db.update(agreementAddenda).set({ signature: 'Forged' }).run()).toThrow(
      'An addendum cannot be changed',
    );
  });

  it('appears in the PDF once signed, after the original and its certificate, with a certificate of its own', async () => {
    const before = await downloadPdf();
    const issued = await issue(payments.token);
    expect(pdfPages(await downloadPdf())).toEqual(pdfPages(before));
    await trpcPost('booking.signAddendum', buyer.token, {
      addendumId: issued.id,
      signature: 'Bea Buyer',
      agreed: true,
    });

    const pdf = await downloadPdf();
    const pages = pdfPages(pdf);
    const [original] = contractRows();
    const [signed] = addendumRows();
    const at = (text: string) => pages.findIndex((page) => page.includes(text));
    const agreementPage = at('Goldline Studio Service Agreement (version');
    const certificate = at(`Service agreement ${original!.publicId}, version ${AGREEMENT_VERSION}`);
    const addendumPage = at(`Addendum 1 to the Goldline Studio Service Agreement ${original!.publicId}`);
    const addendumCertificate = at('Signature certificate: addendum 1');
    expect([agreementPage, certificate, addendumPage, addendumCertificate]).toEqual(
      [0, 1, 2, 3].map((offset) => agreementPage + offset),
    );
    expect(addendumCertificate).toBe(pages.length - 1);
    expect(pages[certificate]).toContain(`SHA-256 of the signed text\n${original!.textSha256}`);
    expect(pages[addendumPage]).toContain(CHANGE);
    for (const fact of [
      `Addendum 1 (${issued.id}) to service agreement ${original!.publicId}, version ${AGREEMENT_VERSION}`,
      'Signed by (typed name)\nBea Buyer',
      `Account email\n${buyer.email}`,
      `Signed at (UTC)\n${signed!.signedAt!.toISOString()}`,
      'IP address\n127.0.0.1',
      `User agent\n${BROWSER}`,
      `SHA-256 of the signed text\n${sha256(issued.text)}`,
    ])
      expect(pages[addendumCertificate]).toContain(fact);
    const attached = pdfAttachments(pdf);
    expect(attached.get(`${original!.publicId}.txt`)?.toString('utf8')).toBe(agreementText('pro'));
    expect(attached.get(`${issued.id}.txt`)?.toString('utf8')).toBe(issued.text);
  });

  it('of a voided signature can no longer be signed', async () => {
    const issued = await issue(payments.token);
    await t.caller(payments.token).admin.voidAgreement({ orderId, reason: 'Signed by someone else.' });
    await expect(
      t.caller(buyer.token).booking.signAddendum({ addendumId: issued.id, signature: 'Bea Buyer', agreed: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ADDENDUM_MESSAGES.ofVoidedSignature });
    expect(t.app.deps.db.select().from(agreementAddenda).where(eq(agreementAddenda.id, 1)).get()?.signedAt).toBeNull();
    expect((await t.caller(buyer.token).customer.dashboard()).agreement.addenda).toEqual([]);
  });
});
