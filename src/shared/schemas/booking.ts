import { z } from 'zod';
import { PLAN_SLUGS } from '../plans';
import { isIsoDate } from '../schedule';
import { emailSchema, optionalPersonName, personName } from './auth';
import { shownAgreementVersion, signContractInput } from './payment';
import { WIZARD_MESSAGES } from './booking-messages';
import { meetingDate, meetingTime } from './schedule';

export { addDays, earliestStartDate, WIZARD_MESSAGES } from './booking-messages';

const MAX_TEXT = 5000;
// nullish, not optional: a schema's output (null) must parse again, as it does when a REST door
// hands its checked body to the procedure (decision 038).
const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The wizard's last step (POST /book, tRPC booking.complete); `today` is checked by the caller. */
export const completeBookingInput = z
  .object({
    plan: z.enum(PLAN_SLUGS, { error: WIZARD_MESSAGES.selectPlan }),
    orderId: z.string().trim().max(255).nullish(),
    /** The checkout secret of an order paid signed out: with the order id, it proves the buyer. */
    checkoutSecret: z.string().trim().max(100).nullish(),
    fullName: personName(WIZARD_MESSAGES.fillRequired),
    email: emailSchema,
    businessName: optionalText(200),
    businessDescription: optionalText(),
    startDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
    designReferences: z
      .array(z.string().trim().max(500))
      .max(50)
      .default([])
      .transform((lines) => lines.filter(Boolean)),
    websiteContent: z
      .object({ about: optionalText(), services: optionalText(), contact: optionalText() })
      .default({ about: null, services: null, contact: null }),
    signature: optionalPersonName()
      .nullish()
      .transform((value) => value || null),
    agreed: z.boolean().default(false),
    agreementVersion: shownAgreementVersion,
    meetingDate: meetingDate.nullish(),
    meetingTime: meetingTime.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.startDate !== null && !isIsoDate(input.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: WIZARD_MESSAGES.startDateRequired });
    }
  });
export type CompleteBookingInput = z.input<typeof completeBookingInput>;

/** admin_special: the admin types the customer's account, which the server creates directly. */
export const specialAccountInput = z.object({
  fullName: personName(WIZARD_MESSAGES.adminAccountIncomplete),
  email: emailSchema,
  password: z.string().min(6, WIZARD_MESSAGES.passwordTooShort).max(256),
});

/** What an admin of payments, and the customer, read about a voided signature or a changed text. */
export const AGREEMENT_MESSAGES = {
  nothingToVoid: 'This order has no signed agreement to void.',
  alreadyVoided: 'This signature was voided a moment ago by someone else.',
  reasonRequired: 'Please say why the signature is void (the customer reads it).',
  voided: (email: string) => `Signature voided. We emailed ${email} to sign the agreement again.`,
  versionChanged:
    'The service agreement was updated while this page was open. Please reload the page, read the new version and sign again.',
} as const;

/** An addendum: a change of terms after signing, which the customer signs in their dashboard. */
export const ADDENDUM_MAX_LENGTH = 5000;
export const ADDENDUM_MESSAGES = {
  textRequired: 'Please write the change of terms the customer is asked to sign (at least 20 characters).',
  textTooLong: `An addendum is at most ${ADDENDUM_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  nothingToAmend: 'This order has no signed agreement to add an addendum to.',
  needsAccount:
    'The buyer has no account yet, and an addendum is signed in the dashboard: ask them to sign up with their order id first.',
  issued: (email: string) => `Addendum issued. We emailed ${email} to read and sign it.`,
  notFound: 'This addendum was not found.',
  ofVoidedSignature: 'This addendum belongs to a signature that was voided, so it can no longer be signed.',
  signed: 'Addendum signed',
  agreeRequired: 'Please tick the box to agree to the addendum',
} as const;

/** An admin of payments proposes a change of terms to an order's signed agreement. */
export const issueAddendumInput = z.object({
  orderId: z.string().trim().min(1).max(255),
  text: z
    .string({ error: ADDENDUM_MESSAGES.textRequired })
    .trim()
    .min(20, ADDENDUM_MESSAGES.textRequired)
    .max(ADDENDUM_MAX_LENGTH, ADDENDUM_MESSAGES.textTooLong),
});

/** The customer signs an addendum as they signed the agreement: a typed name and the agree box. */
export const signAddendumInput = z.object({
  addendumId: z.string().trim().min(1).max(64),
  signature: signContractInput.shape.signature,
  agreed: z.literal(true, { error: ADDENDUM_MESSAGES.agreeRequired }),
});

/** An admin of payments voids an order's standing signature, with a reason the customer is told. */
export const voidAgreementInput = z.object({
  orderId: z.string().trim().min(1).max(255),
  reason: z
    .string({ error: AGREEMENT_MESSAGES.reasonRequired })
    .trim()
    .min(3, AGREEMENT_MESSAGES.reasonRequired)
    .max(500),
});
