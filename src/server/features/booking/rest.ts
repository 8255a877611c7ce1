import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { completeBookingInput } from '../../../shared/schemas/booking';
import { referenceSchema, signContractInput } from '../../../shared/schemas/payment';
import { access, callerOf } from '../../http/access';
import { bodyObject } from '../../http/body';
import { forbidden, notFound } from '../../errors';
import { anyone, signedIn } from '../auth/access';
import { requireOrder } from '../payment/service';
import { contractPdf } from './contract-pdf';
import { CONTRACT_SIGNED } from './router';
import { completeBooking, contractForOrder, signLatestContract, signOrderContract, type Signer } from './service';

// Built once: every new zod object schema compiles its parser on first use, at some 70 µs a request.
const idParam = z.object({ id: referenceSchema });

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
export async function bookingRest(app: FastifyInstance) {
  const { deps } = app;

  app.post('/book', access(anyone), async (request) => {
    const body = bodyObject(request.body);
    const input = completeBookingInput.parse({
      plan: body.plan,
      orderId: body.order_id,
      fullName: body.name ?? body.full_name,
      email: body.email,
      businessName: body.business_name,
      businessDescription: body.business_description,
      startDate: body.start_date,
      designReferences: body.design_references,
      websiteContent: body.website_content,
      signature: body.signature,
      agreed: body.agreed,
      meetingDate: body.meeting_date,
      meetingTime: body.meeting_time,
    });
    const result = await completeBooking(deps, input, request.auth?.user ?? null, signerOf(request));
    return { id: result.id, order_id: result.orderId, contract_id: result.contractId, message: result.message };
  });

  // The order id and the email it was placed with stand in for a login (spec part 2 §2).
  app.post('/contracts/sign', access(anyone), async (request) => {
    const body = bodyObject(request.body);
    const order = requireOrder(deps.db, { orderId: referenceSchema.parse(body.order_id) });
    // The spec's page sends no typed name; the name on the order is the signature then.
    const input = signContractInput.parse({
      orderId: body.order_id,
      customerEmail: body.customer_email,
      signature: body.signature ?? order.name,
    });
    return contractWire(signOrderContract(deps.db, input, signerOf(request)));
  });

  app.post('/contract/sign', access(signedIn()), async (request) => {
    const user = callerOf(request);
    const body = bodyObject(request.body);
    const { client_id: clientId, signature } = z
      .object({ client_id: z.coerce.number().int().optional(), signature: signContractInput.shape.signature })
      .parse(body);
    if (clientId !== undefined && clientId !== user.id) throw forbidden('You can only sign your own agreement.');
    return contractWire(signLatestContract(deps.db, user, signature, signerOf(request)));
  });

  // The order id is the capability here, as on the order page itself.
  app.get('/orders/:id/contract.pdf', access(anyone), async (request, reply) => {
    const { id } = idParam.parse(request.params);
    const contract = contractForOrder(deps.db, requireOrder(deps.db, { orderId: id }));
    if (!contract) throw notFound('This order has no signed agreement yet.');
    const pdf = await contractPdf(contract);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="service-agreement-${contract.publicId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
