import { z } from 'zod';
import { EXTRA_PAGES_MAX, EXTRA_PAGES_MIN } from '../pricing';
import { CUSTOMER_PLAN_SLUGS } from '../plans';
import { SESSION_EXPIRED_MESSAGE } from './session-message';
import { numberOrText } from './numbers';
import { WIZARD_MESSAGES } from './booking';
import { attemptKeySchema, PAYMENT_METHODS, signContractInput } from './payment';

// Spec part 2 §5, §8 Customer dashboard and §8 Successes.
export const CUSTOMER_MESSAGES = {
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  loadFailed: 'Failed to load dashboard data. Please try refreshing the page.',
  selectFiles: 'Please select at least one file',
  uploadNeedsOrder: 'File upload requires an active order. Please select a plan first.',
  uploadFailed: 'Failed to upload files.',
  downloadFailed: 'Failed to download file',
  deleteFailed: 'Failed to delete file',
  fileNotFound: 'File not found',
  revisionDetails: 'Please enter revision details',
  revisionFailed: 'Failed to request revision',
  revisionSubmitted: 'Revision request submitted successfully!',
  extraPagesFailed: 'Failed to request extra pages',
  pagesRange: `Please request between ${EXTRA_PAGES_MIN} and ${EXTRA_PAGES_MAX} pages`,
  needsPlan: 'Please select a plan first.',
  messageRequired: 'Please enter a message',
  messageFailed: 'Failed to send message',
  messageSent: 'Message sent successfully to admin!',
  upgradeOnlyHigher: 'You can only upgrade to a higher plan.',
  upgradeSessionFailed: 'Failed to create upgrade payment session',
  upgradeFailed: 'Failed to upgrade plan',
  selectSessionFailed: 'Failed to create payment session',
  selectFailed: 'Failed to select plan',
  plansFailed: 'Failed to load available plans',
  topPlan: 'You are on our top plan. Everything we offer is already included.',
  chatUnavailable: 'Live chat is currently unavailable.',
  supportSubject: 'Customer Support Message',
  // Not in the spec: its rule that signing gives access to the dashboard (part 2 §1), said plainly.
  agreementRequired:
    'Please sign your service agreement first. It is on your dashboard; once signed you can upload files, request revisions and buy extras.',
  briefSaved: 'Thank you! Your business details are saved.',
  noAgreementToSign: 'There is no service agreement for you to sign: your plan was not bought through our checkout.',
} as const;

export const extraPagesSuccess = (count: number) => `${count} extra page(s) requested successfully!`;
export const fileDeleted = (name: string) => `File "${name}" deleted successfully!`;

const longText = (message: string, max = 5000) => z.string({ error: message }).trim().min(1, message).max(max);
// nullish, not optional: a form sends this schema's output, null for a blank field, and the server parses it again.
const optional = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const revisionInput = z.object({
  description: longText(CUSTOMER_MESSAGES.revisionDetails),
  pageUrl: optional(500),
  notes: optional(),
  attemptKey: attemptKeySchema,
});

export const extraPagesInput = z.object({
  pageCount: numberOrText(CUSTOMER_MESSAGES.pagesRange).pipe(
    z
      .number()
      .int(CUSTOMER_MESSAGES.pagesRange)
      .min(EXTRA_PAGES_MIN, CUSTOMER_MESSAGES.pagesRange)
      .max(EXTRA_PAGES_MAX, CUSTOMER_MESSAGES.pagesRange),
  ),
  description: optional(5000),
  notes: optional(),
  attemptKey: attemptKeySchema,
});

export const sendMessageInput = z.object({
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || CUSTOMER_MESSAGES.supportSubject),
  message: longText(CUSTOMER_MESSAGES.messageRequired),
});

/** The price difference is never an input: the server computes it. */
export const upgradeInput = z.object({
  newPlan: z.enum(CUSTOMER_PLAN_SLUGS, { error: CUSTOMER_MESSAGES.upgradeOnlyHigher }),
  paymentMethod: z.enum(PAYMENT_METHODS).default('stripe'),
  attemptKey: attemptKeySchema,
});

export const selectPlanInput = z.object({
  plan: z.enum(CUSTOMER_PLAN_SLUGS, { error: 'Please select a valid plan' }),
  paymentMethod: z.enum(PAYMENT_METHODS).default('stripe'),
  attemptKey: attemptKeySchema,
});

export const fileIdInput = z.object({ id: z.number().int().positive() });

/** The dashboard's sign step: the typed name and the ticked box of the wizard's step 5. */
export const signAgreementInput = z.object({
  signature: signContractInput.shape.signature,
  agreed: z.literal(true, { error: WIZARD_MESSAGES.agreeRequired }),
  agreementVersion: signContractInput.shape.agreementVersion,
});

/** The business brief of the onboarding checklist: what the wizard's step 3 asks. */
export const briefInput = z.object({
  businessName: z
    .string({ error: WIZARD_MESSAGES.businessNameRequired })
    .trim()
    .min(1, WIZARD_MESSAGES.businessNameRequired)
    .max(200),
  businessDescription: optional(5000),
});
