import type { StepNumber } from './wizard-rules';

// The query of /book/{plan}. Kept apart from the wizard (and free of zod) because the route's
// validateSearch runs it and route options are not code-split (decision 008).

interface BookSearch {
  /** Steps 2 to 5; step 1 is the bare address the landing page links to and the server renders. */
  step?: Exclude<StepNumber, 1>;
  /** The payment provider sends the browser back with these. */
  order_id?: string;
  session_id?: string;
  /** An order placed signed out comes back with the secret that proves its buyer. */
  checkout_secret?: string;
}

const LATER_STEPS = [2, 3, 4, 5] as const;

function laterStep(value: unknown): BookSearch['step'] {
  const number = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return LATER_STEPS.find((step) => step === number);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function bookSearch(search: Record<string, unknown>): BookSearch {
  const step = laterStep(search.step);
  const orderId = text(search.order_id);
  const sessionId = text(search.session_id);
  const secret = text(search.checkout_secret);
  return {
    ...(step ? { step } : {}),
    ...(orderId ? { order_id: orderId } : {}),
    ...(sessionId ? { session_id: sessionId } : {}),
    ...(secret ? { checkout_secret: secret } : {}),
  };
}

/** The query that shows `step` (none for step 1). */
export const stepSearch = (step: StepNumber): Pick<BookSearch, 'step'> => (step === 1 ? {} : { step });
