// Progress persistence: the wizard's draft lives in localStorage under booking-draft:{plan}, so
// leaving (or the payment provider's redirect) and coming back resumes where the visitor was.
// Passwords are never part of it: the draft type has no field for them and parsing drops extras.
import { z } from 'zod';
import type { PlanSlug } from '../../../shared/plans';
import { PAYMENT_METHODS } from '../../../shared/schemas/payment';
import { emptyDraft, type BookingDraft } from './wizard-rules';

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (plan: PlanSlug) => `booking-draft:${plan}`;

const text = (max: number) => z.string().max(max).catch('');
const nullableText = (max: number) => z.string().max(max).nullable().catch(null);

// Every field falls back on its own, so one stale or hand-edited value never loses the rest.
const draftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).catch(1),
  fullName: text(120),
  email: text(254),
  paymentMethod: z.enum(PAYMENT_METHODS).catch('stripe'),
  orderId: nullableText(255),
  checkoutSecret: nullableText(100),
  paymentCompleted: z.boolean().catch(false),
  accountSavedFor: nullableText(254),
  meetingDate: nullableText(10),
  meetingTime: nullableText(5),
  slot: z
    .object({ id: z.string().max(80), date: z.string().max(10), time: z.string().max(5) })
    .nullable()
    .catch(null),
  zoomBookingSaved: z.boolean().catch(false),
  zoomBookingId: z.number().int().nullable().catch(null),
  businessName: text(200),
  businessDescription: text(5000),
  startDate: text(10),
  designReferences: text(25_000),
  websiteContent: z
    .object({ about: text(5000), services: text(5000), contact: text(5000) })
    .catch(emptyDraft().websiteContent),
  signature: text(120),
  agreed: z.boolean().catch(false),
}) satisfies z.ZodType<BookingDraft>;

/** The draft stored for a plan, or a fresh one when there is none or it cannot be read. */
export function loadDraft(store: DraftStore, plan: PlanSlug): BookingDraft {
  try {
    const raw = store.getItem(draftKey(plan));
    if (!raw) return emptyDraft();
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyDraft();
  } catch {
    // Storage blocked (private mode) or corrupt JSON: start afresh rather than fail the page.
    return emptyDraft();
  }
}

export function saveDraft(store: DraftStore, plan: PlanSlug, draft: BookingDraft): void {
  try {
    // Parsing keeps only the known fields: a password put on the object by mistake never reaches storage.
    store.setItem(draftKey(plan), JSON.stringify(draftSchema.parse(draft)));
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
