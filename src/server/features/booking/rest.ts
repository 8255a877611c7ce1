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
import { defineRoute } from '../../http/route';
import { forbidden, notFound } from '../../errors';
import { anyone, signedIn } from '../auth/access';
import { requireOrder } from '../payment/service';
import { contractPdf } from './contract-pdf';
import { CONTRACT_SIGNED } from './router';
import { completeBooking, contractForOrder, signLatestContract, signOrderContract, type Signer } from './service';

const signerOf = (request: FastifyRequest): Signer => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

const contractWire = (contract: { publicId: string; signature: string; signedAt: Date }) => ({
  message: CONTRACT_SIGNED,
  contract_id: contract.publicId,
  signature: contract.signature,
  signed_at: contract.signedAt.toISOString(),
});

// Spec part 2 §7 Payment and booking: the final booking and the two contract calls.
export const bookingRoutes = [
  defineRoute({
    method: 'POST',
    url: '/book',
    access: anyone,
    summary: 'Complete a booking: the plan, the brief, the signed agreement and the meeting',
    schema: { body: bookBody, response: { 200: bookAnswer } },
    handler: async ({ deps, body, callerIfAny, request }) => {
      const result = await completeBooking(deps, body, callerIfAny, signerOf(request));
      return { id: result.id, order_id: result.orderId, contract_id: result.contractId, message: result.message };
    },
  }),

  // The order id and the email it was placed with stand in for a login (spec part 2 §2).
  defineRoute({
    method: 'POST',
    url: '/contracts/sign',
    access: anyone,
    summary: 'Sign the agreement of an order',
    schema: { body: orderContractBody, response: { 200: contractAnswer } },
    handler: ({ deps, body, request }) => {
      const order = requireOrder(deps.db, { orderId: body.orderId });
      // The spec's page sends no typed name; the name on the order is the signature then.
      const input = signContractInput.parse({ ...body, signature: body.signature ?? order.name });
      return contractWire(signOrderContract(deps.db, input, signerOf(request)));
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/contract/sign',
    access: signedIn(),
    summary: "Sign the caller's latest agreement",
    schema: { body: ownContractBody, response: { 200: contractAnswer } },
    handler: ({ deps, caller, body, request }) => {
      if (body.clientId !== undefined && body.clientId !== caller.id)
        throw forbidden('You can only sign your own agreement.');
      return contractWire(signLatestContract(deps.db, caller, body.signature, signerOf(request)));
    },
  }),

  // The order id is the capability here, as on the order page itself.
  defineRoute({
    method: 'GET',
    url: '/orders/:id/contract.pdf',
    access: anyone,
    summary: 'The signed agreement of an order, as a PDF',
    schema: { params: orderIdParam, response: { 200: download('application/pdf', 'The agreement') } },
    handler: async ({ deps, params, reply }) => {
      const contract = contractForOrder(deps.db, requireOrder(deps.db, { orderId: params.id }));
      if (!contract) throw notFound('This order has no signed agreement yet.');
      const pdf = await contractPdf(contract);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="service-agreement-${contract.publicId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  }),
];
