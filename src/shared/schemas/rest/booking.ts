import { z } from 'zod';
import { completeBookingInput, voidAgreementInput } from '../booking';
import { checkoutSecretSchema, referenceSchema, signContractInput } from '../payment';
import { restBody, snakeBody } from './body';

// Spec part 2 §7 Payment and booking: the final booking and the two contract calls.
export const bookBody = snakeBody(completeBookingInput, { names: { fullName: ['name', 'full_name'] } });

/**
 * The order is looked up before the rest is checked: without a typed signature the name on the
 * order signs, so the email and signature are checked against signContractInput once it is known.
 */
export const orderContractBody = restBody(
  z.object({
    orderId: referenceSchema,
    checkoutSecret: checkoutSecretSchema,
    customerEmail: z.unknown(),
    signature: z.unknown(),
    agreementVersion: z.unknown(),
  }),
  {
    order_id: signContractInput.shape.orderId,
    checkout_secret: checkoutSecretSchema,
    customer_email: signContractInput.shape.customerEmail,
    signature: signContractInput.shape.signature.optional(),
    agreement_version: signContractInput.shape.agreementVersion,
  },
  (body) => ({
    orderId: body.order_id,
    checkoutSecret: body.checkout_secret,
    customerEmail: body.customer_email,
    signature: body.signature,
    agreementVersion: body.agreement_version,
  }),
);

export const ownContractBody = restBody(
  z.object({
    clientId: z.coerce.number().int().optional(),
    signature: signContractInput.shape.signature,
    agreementVersion: signContractInput.shape.agreementVersion,
  }),
  {
    client_id: z.number().int().optional(),
    signature: signContractInput.shape.signature,
    agreement_version: signContractInput.shape.agreementVersion,
  },
  (body) => ({ clientId: body.client_id, signature: body.signature, agreementVersion: body.agreement_version }),
);

export const orderIdParam = z.object({ id: referenceSchema });

export const voidAgreementBody = voidAgreementInput.pick({ reason: true });

export const bookAnswer = z.object({
  id: z.number().nullable(),
  order_id: z.string(),
  contract_id: z.string().nullable(),
  message: z.string(),
});

export const contractAnswer = z.object({
  message: z.string(),
  contract_id: z.string(),
  signature: z.string(),
  signed_at: z.string(),
});
