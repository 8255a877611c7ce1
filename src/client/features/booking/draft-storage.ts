// Progress persistence: the wizard's draft lives in localStorage under booking-draft:{plan}, so
// leaving (or the payment provider's redirect) and coming back resumes where the visitor was.
// Passwords are never part of it: the draft type has no field for them and reading drops extras.
import type { PlanSlug } from '../../../shared/plans';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/schemas/payment-messages';
import { emptyDraft, type BookingDraft } from './wizard-rules';

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (plan: PlanSlug) => `booking-draft:${plan}`;

// Read by hand rather than with a schema library: the draft is read when the wizard opens and
// written at every change, Next included, and step 1 ships without one (issue 37).

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const text = (value: unknown, max: number) => (isText(value, max) ? value : '');
const nullableText = (value: unknown, max: number) => (isText(value, max) ? value : null);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : false);
const isStep = (value: unknown): value is BookingDraft['step'] => [1, 2, 3, 4, 5].includes(value as number);
const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

function slotOf(value: unknown): BookingDraft['slot'] {
  if (!isFields(value) || !isText(value.id, 80) || !isText(value.date, 10) || !isText(value.time, 5)) return null;
  return { id: value.id, date: value.date, time: value.time };
}

/**
 * The draft in a stored value, or null when it is not an object. Every field falls back on its
 * own, so one stale or hand-edited value never loses the rest; unknown fields are dropped.
 */
function readDraft(value: unknown): BookingDraft | null {
  if (!isFields(value)) return null;
  const content = value.websiteContent;
  return {
    step: isStep(value.step) ? value.step : 1,
    fullName: text(value.fullName, 120),
    email: text(value.email, 254),
    paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : 'stripe',
    orderId: nullableText(value.orderId, 255),
    checkoutSecret: nullableText(value.checkoutSecret, 100),
    paymentCompleted: flag(value.paymentCompleted),
    accountSavedFor: nullableText(value.accountSavedFor, 254),
    meetingDate: nullableText(value.meetingDate, 10),
    meetingTime: nullableText(value.meetingTime, 5),
    slot: slotOf(value.slot),
    zoomBookingSaved: flag(value.zoomBookingSaved),
    zoomBookingId: Number.isSafeInteger(value.zoomBookingId) ? (value.zoomBookingId as number) : null,
    businessName: text(value.businessName, 200),
    businessDescription: text(value.businessDescription, 5000),
    startDate: text(value.startDate, 10),
    designReferences: text(value.designReferences, 25_000),
    websiteContent: isFields(content)
      ? {
          about: text(content.about, 5000),
          services: text(content.services, 5000),
          contact: text(content.contact, 5000),
        }
      : emptyDraft().websiteContent,
    signature: text(value.signature, 120),
    agreed: flag(value.agreed),
  };
}

/** The draft stored for a plan, or a fresh one when there is none or it cannot be read. */
export function loadDraft(store: DraftStore, plan: PlanSlug): BookingDraft {
  try {
    const raw = store.getItem(draftKey(plan));
    if (!raw) return emptyDraft();
    return readDraft(JSON.parse(raw)) ?? emptyDraft();
  } catch {
    // Storage blocked (private mode) or corrupt JSON: start afresh rather than fail the page.
    return emptyDraft();
  }
}

export function saveDraft(store: DraftStore, plan: PlanSlug, draft: BookingDraft): void {
  try {
    // Reading keeps only the known fields: a password put on the object by mistake never reaches storage.
    store.setItem(draftKey(plan), JSON.stringify(readDraft(draft)));
  } catch {
    // A full or blocked storage only costs the resume feature; the wizard keeps working.
  }
}

export function clearDraft(store: DraftStore, plan: PlanSlug): void {
  try {
    store.removeItem(draftKey(plan));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** localStorage in the browser; null while rendering on the server. */
export const browserStore = (): DraftStore | null => (typeof window === 'undefined' ? null : window.localStorage);
