import type { FastifyRequest } from 'fastify';
import { signContractInput } from '../../../shared/schemas/payment';
import {
  bookAnswer,
  bookBody,
  contractAnswer,
  orderContractBody,
  orderIdParam,
  ownContractBody,
} from '../../../shared/schemas/rest/booking';
import { download } from '../../../shared/schemas/rest/common';
import { secretQuery } from '../../../shared/schemas/rest/payment';
import { defineRoute, procedureRoute } from '../../http/route';
import { forbidden, notFound } from '../../errors';
import { anyone, signedIn } from '../../core/access';
import { adminArea } from '../../core/doors';
import { orderFor } from '../../core/order-access';
import { storedAgreementPdf } from './contract-pdf';
import { bookingRouter, CONTRACT_SIGNED } from './router';
import { AGREEMENT_READERS, agreementOfOrder, signLatestContract, signOrderContract, type Signer } from './service';

const signerOf = (request: FastifyRequest, shownVersion: string | undefined): Signer => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  shownVersion,
});

const contractWire = (contract: { publicId: string; signature: string; signedAt: Date }) => ({
  message: CONTRACT_SIGNED,
  contract_id: contract.publicId,
  signature: contract.signature,
  signed_at: contract.signedAt.toISOString(),
});

// Spec part 2 §7 Payment and booking: the final booking and the two contract calls.
export const bookingRoutes = [
  procedureRoute(bookingRouter.complete, {
    method: 'POST',
    url: '/book',
    summary: 'Complete a booking: the plan, the brief, the signed agreement and the meeting',
    schema: { body: bookBody, response: { 200: bookAnswer } },
  }),

  // Spec part 2 §2: the order page needs no login, but its id and email prove nothing: the buyer
  // is signed in as the order's account or, for an order placed signed out, has its checkout secret.
  procedureRoute(bookingRouter.signContract, {
    method: 'POST',
    url: '/contracts/sign',
    summary: 'Sign the agreement of an order, as its buyer (signed in, or with checkout_secret)',
    schema: { body: orderContractBody, response: { 200: contractAnswer } },
    handler: ({ deps, body, request, callerIfAny }) => {
      const order = orderFor(
        deps,
        { orderId: body.orderId },
        { caller: callerIfAny, checkoutSecret: body.checkoutSecret },
      );
      // The spec's page sends no typed name; the name on the order is the signature then.
      const input = signContractInput.parse({ ...body, signature: body.signature ?? order.name });
      return contractWire(signOrderContract(deps, input, callerIfAny, signerOf(request, input.agreementVersion)));
    },
  }),

  // Not signMyAgreement's door: that one signs through signOwnAgreement, with its own checks; this
  // one signs the order on the caller's account (signLatestContract).
  defineRoute({
    method: 'POST',
    url: '/contract/sign',
    access: signedIn(),
    budget: { limit: 'agreementSign' },
    summary: "Sign the caller's latest agreement",
    schema: { body: ownContractBody, response: { 200: contractAnswer } },
    handler: ({ deps, caller, body, request }) => {
      if (body.clientId !== undefined && body.clientId !== caller.id)
        throw forbidden('You can only sign your own agreement.');
      return contractWire(
        signLatestContract(deps.db, caller, body.signature, signerOf(request, body.agreementVersion)),
      );
    },
  }),

  // The buyer's (signed in, or ?checkout_secret=), or an admin's who reads agreements.
  defineRoute({
    method: 'GET',
    url: '/orders/:id/contract.pdf',
    access: anyone,
    proof: ['session', 'checkoutSecret', adminArea(...AGREEMENT_READERS)],
    budget: { limit: 'agreementPdf', staffArea: 'payments' },
    summary: 'The signed agreement of an order, as a PDF',
    schema: {
      params: orderIdParam,
      querystring: secretQuery,
      response: { 200: download('application/pdf', 'The agreement') },
    },
    handler: async ({ deps, params, query, callerIfAny, reply }) => {
      const { contract } = agreementOfOrder(deps, params.id, {
        caller: callerIfAny,
        checkoutSecret: query.checkout_secret,
      });
      if (!contract) throw notFound('This order has no signed agreement yet.');
      const pdf = await storedAgreementPdf(deps, contract);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="service-agreement-${contract.publicId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  }),
];
