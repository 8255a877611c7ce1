import { z } from 'zod';
import { completeBookingInput, voidAgreementInput } from '../booking';
import { checkoutSecretSchema, referenceSchema, signContractInput } from '../payment';
import { restBody } from './body';

// Spec part 2 §7 Payment and booking: the final booking and the two contract calls.
const booking = completeBookingInput.shape;

export const bookBody = restBody(
  completeBookingInput,
  {
    plan: booking.plan,
    order_id: booking.orderId,
    checkout_secret: booking.checkoutSecret,
    name: booking.fullName.optional(),
    full_name: booking.fullName.optional(),
    email: booking.email,
    business_name: booking.businessName,
    business_description: booking.businessDescription,
    start_date: booking.startDate,
    design_references: booking.designReferences,
    website_content: booking.websiteContent,
    signature: booking.signature,
    agreed: booking.agreed,
    agreement_version: booking.agreementVersion,
    meeting_date: booking.meetingDate,
    meeting_time: booking.meetingTime,
  },
  (body) => ({
    plan: body.plan,
    orderId: body.order_id,
    checkoutSecret: body.checkout_secret,
    fullName: body.name ?? body.full_name,
    email: body.email,
    businessName: body.business_name,
    businessDescription: body.business_description,
    startDate: body.start_date,
    designReferences: body.design_references,
    websiteContent: body.website_content,
    signature: body.signature,
    agreed: body.agreed,
    agreementVersion: body.agreement_version,
    meetingDate: body.meeting_date,
    meetingTime: body.meeting_time,
  }),
);

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
