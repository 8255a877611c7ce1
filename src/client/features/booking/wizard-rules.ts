// The booking wizard's rules (spec part 1 §2 /book/{plan}, §4 booking step progression, §5),
// kept free of React so each rule is tested on its own.
import { AGREEMENT_VERSION } from '../../../shared/content/agreement';
import type { Plan, PlanSlug } from '../../../shared/plans';
import { PASSWORD_MIN_LENGTH } from '../../../shared/rules';
import { dateProblem } from '../../../shared/schedule';
import type { CompleteBookingInput } from '../../../shared/schemas/booking';
import { earliestStartDate, WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { EMAIL_INVALID, isEmail } from '../../../shared/schemas/email';
import { PAYMENT_MESSAGES, type PaymentMethod } from '../../../shared/schemas/payment-messages';
import { isPrintableName, NAME_HAS_CONTROL_CHARACTERS } from '../../../shared/schemas/person-name';

export const STEP_LABELS = ['Plan', 'Payment', 'Meeting', 'Info', 'Contract'] as const;
export type StepNumber = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: StepNumber = 5;

/** Spec part 1 §8 reserve failure; not among the shared constants because only the wizard holds slots. */
export const RESERVE_FAILED = 'Error reserving time slot. Please try again.';

/** Spec part 2 §8 admin errors: the server's detail if present, else this. */
export const SPECIAL_ACCOUNT_FAILED = 'Failed to create admin special account';
/** Zoom save failures without a server answer (spec part 2 §8: the same pattern as the final booking). */
export const ZOOM_SAVE_FAILED = 'Failed to save Zoom booking. Please try again.';

/** How long the auto-signup waits after the last keystroke, so it runs once per finished form. */
export const AUTO_ACCOUNT_DEBOUNCE_MS = 800;
/** Spec part 1 §7: the pricing call gives up after 10 s. */
export const PRICING_TIMEOUT_MS = 10_000;

/** What the wizard remembers between visits (never the passwords). */
export interface BookingDraft {
  step: StepNumber;
  fullName: string;
  email: string;
  paymentMethod: PaymentMethod;
  /** The paid order; set only once payment is verified (or a free order completed). */
  orderId: string | null;
  /** An order placed signed out (an admin's for a customer) is proven by this, from its checkout. */
  checkoutSecret: string | null;
  paymentCompleted: boolean;
  /** admin_special: the customer account the server created for this email. */
  accountSavedFor: string | null;
  meetingDate: string | null;
  meetingTime: string | null;
  /** The 15-minute hold on the chosen slot (admin_special step 3). */
  slot: { id: string; date: string; time: string } | null;
  zoomBookingSaved: boolean;
  zoomBookingId: number | null;
  businessName: string;
  businessDescription: string;
  startDate: string;
  /** One reference per line, as typed. */
  designReferences: string;
  websiteContent: { about: string; services: string; contact: string };
  signature: string;
  agreed: boolean;
}

export const emptyDraft = (): BookingDraft => ({
  step: 1,
  fullName: '',
  email: '',
  paymentMethod: 'stripe',
  orderId: null,
  checkoutSecret: null,
  paymentCompleted: false,
  accountSavedFor: null,
  meetingDate: null,
  meetingTime: null,
  slot: null,
  zoomBookingSaved: false,
  zoomBookingId: null,
  businessName: '',
  businessDescription: '',
  startDate: '',
  designReferences: '',
  websiteContent: { about: '', services: '', contact: '' },
  signature: '',
  agreed: false,
});

export interface AccountForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec part 1 §7: a plan missing from the pricing answer sends the visitor to the first available one. */
export type PlanChoice = { kind: 'found'; plan: Plan } | { kind: 'redirect'; plan: PlanSlug } | { kind: 'none' };

export function choosePlan(slug: PlanSlug, plans: readonly Plan[]): PlanChoice {
  const plan = plans.find((candidate) => candidate.slug === slug);
  if (plan) return { kind: 'found', plan };
  const first = plans[0];
  return first ? { kind: 'redirect', plan: first.slug } : { kind: 'none' };
}

/** admin_special is charged nothing and shown as FREE (spec part 1 §9). */
export const isFreePlan = (plan: PlanSlug) => plan === 'admin_special';

/** Step 2 account fields of a visitor who is not signed in (spec part 1 §5). */
export function accountProblem(form: AccountForm): string | null {
  if (!form.fullName.trim() || !form.email.trim() || !form.password) return WIZARD_MESSAGES.fillRequired;
  if (!isPrintableName(form.fullName)) return NAME_HAS_CONTROL_CHARACTERS;
  if (form.password !== form.confirmPassword) return WIZARD_MESSAGES.passwordsDoNotMatch;
  if (form.password.length < PASSWORD_MIN_LENGTH) return WIZARD_MESSAGES.passwordTooShort;
  // Not in the spec's list, whose server refuses such an address anyway: said here, Pay and Next
  // tell the visitor why nothing happens rather than wait on an account that cannot be made.
  if (!isEmail(form.email)) return EMAIL_INVALID;
  return null;
}

/** Spec part 1 §4 automatic account creation: a complete, matching form and nobody signed in. */
export function canCreateAccount(form: AccountForm, signedIn: boolean): boolean {
  return !signedIn && accountProblem(form) === null;
}

/** admin_special step 2: the admin types the customer's account; one message for any gap. */
export function adminAccountProblem(form: AccountForm): string | null {
  if (!isPrintableName(form.fullName)) return NAME_HAS_CONTROL_CHARACTERS;
  const complete = form.fullName.trim() && isEmail(form.email) && form.password.length >= PASSWORD_MIN_LENGTH;
  return complete && form.password === form.confirmPassword ? null : WIZARD_MESSAGES.adminAccountIncomplete;
}

/** A signup error that means "log in instead" (spec part 1 §8 automatic signup). */
export const accountAlreadyExists = (status: number | null, message: string) =>
  status === 400 && message.includes('already exists');

/** Spec part 1 §5 meeting rules, then admin_special's "save it first". */
export function meetingProblem(draft: BookingDraft, now = Date.now()): string | null {
  if (!draft.meetingDate || !draft.meetingTime) return WIZARD_MESSAGES.selectMeeting;
  const problem = dateProblem(draft.meetingDate, now);
  if (problem === 'weekday') return WIZARD_MESSAGES.meetingWeekday;
  if (problem !== null && !draft.zoomBookingSaved) return WIZARD_MESSAGES.meetingInFuture;
  if (!draft.zoomBookingSaved) return WIZARD_MESSAGES.saveMeetingFirst;
  return null;
}

/** "Book This Meeting" needs a time and somebody to book it for (spec part 1 §5 Zoom booking save). */
export function zoomSaveProblem(draft: BookingDraft): string | null {
  if (!draft.meetingDate || !draft.meetingTime) return WIZARD_MESSAGES.zoomDateFirst;
  if (!draft.fullName.trim() || !isEmail(draft.email)) return WIZARD_MESSAGES.zoomAccountFirst;
  return null;
}

export const minStartDate = (today: string) => earliestStartDate(today);

export function businessProblem(draft: BookingDraft, today: string): string | null {
  if (!draft.businessName.trim()) return WIZARD_MESSAGES.businessNameRequired;
  if (!draft.startDate) return WIZARD_MESSAGES.startDateRequired;
  if (draft.startDate < minStartDate(today)) return WIZARD_MESSAGES.startDateTooSoon;
  return null;
}

export function contractProblem(draft: BookingDraft): string | null {
  if (!draft.signature.trim()) return WIZARD_MESSAGES.signatureRequired;
  if (!isPrintableName(draft.signature)) return NAME_HAS_CONTROL_CHARACTERS;
  if (!draft.agreed) return WIZARD_MESSAGES.agreeRequired;
  return null;
}

export const isPaid = (draft: BookingDraft) => draft.paymentCompleted && draft.orderId !== null;

export interface StepContext {
  plan: PlanSlug;
  /** Pacific today, YYYY-MM-DD. */
  today: string;
  now?: number;
}

/**
 * What stops the visitor from leaving `step` forward, from the draft alone (spec part 1 §4).
 * Step 2's account fields are checked by the screen, which holds the passwords.
 */
export function stepProblem(step: StepNumber, draft: BookingDraft, context: StepContext): string | null {
  const special = context.plan === 'admin_special';
  switch (step) {
    case 1:
      return null;
    case 2:
      if (special)
        return draft.accountSavedFor && draft.accountSavedFor === draft.email.trim().toLowerCase()
          ? null
          : WIZARD_MESSAGES.adminAccountIncomplete;
      return isPaid(draft) ? null : WIZARD_MESSAGES.paymentRequired;
    case 3:
      return special ? meetingProblem(draft, context.now) : businessProblem(draft, context.today);
    case 4:
      return null;
    case 5:
      return special ? meetingProblem(draft, context.now) : contractProblem(draft);
  }
}

/** `target`, or the first earlier step whose rule does not hold: no step is reached past an unmet one. */
export function reachableStep(target: StepNumber, draft: BookingDraft, context: StepContext): StepNumber {
  for (let step = 1 as StepNumber; step < target; step = (step + 1) as StepNumber) {
    if (stepProblem(step, draft, context) !== null) return step;
  }
  return target;
}

/** A restored draft resumes at its step, or at the first earlier step whose rule no longer holds. */
export const resumeStep = (draft: BookingDraft, context: StepContext): StepNumber =>
  reachableStep(draft.step, draft, context);

export const nextStep = (step: StepNumber): StepNumber => Math.min(step + 1, LAST_STEP) as StepNumber;
export const previousStep = (step: StepNumber): StepNumber => Math.max(step - 1, 1) as StepNumber;

const referenceLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The last step's call (tRPC booking.complete); admin_special books only the meeting. */
export function completionInput(plan: PlanSlug, draft: BookingDraft): CompleteBookingInput {
  const who = { plan, fullName: draft.fullName.trim(), email: draft.email.trim() };
  const meeting = { meetingDate: draft.meetingDate, meetingTime: draft.meetingTime };
  if (plan === 'admin_special') return { ...who, ...meeting };
  return {
    ...who,
    ...(draft.zoomBookingSaved ? meeting : {}),
    orderId: draft.orderId,
    checkoutSecret: draft.checkoutSecret,
    businessName: draft.businessName,
    businessDescription: draft.businessDescription,
    startDate: draft.startDate,
    designReferences: referenceLines(draft.designReferences),
    websiteContent: draft.websiteContent,
    signature: draft.signature.trim(),
    agreed: draft.agreed,
    // The version ContractStep showed, from the same bundle: a tab open across an edit is refused.
    agreementVersion: AGREEMENT_VERSION,
  };
}

/**
 * Spec part 2 §8 payment process errors: an unavailable service (500 or 503) has its own words,
 * any other answer shows the server's message, and no answer at all the default.
 */
export function paymentErrorText(status: number | null, message: string): string {
  if (status === null) return PAYMENT_MESSAGES.failed;
  if (status === 500 || status === 503) return PAYMENT_MESSAGES.serviceUnavailable;
  return message || PAYMENT_MESSAGES.failed;
}

/** Spec part 2 §8 booking wizard failures: the prefix plus the server's message, else the default. */
export function prefixedFailure(prefix: string, fallback: string, status: number | null, message: string): string {
  return status !== null && message ? `${prefix}${message}` : fallback;
}
