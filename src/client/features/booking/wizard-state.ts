// The booking wizard's state and every change to it (spec part 1 §2, §4), in one pure reducer:
// the screen dispatches what the visitor did or what a call answered, and shows the result.
// The rules themselves (what each step needs) are in wizard-rules.ts.
import type { PlanSlug } from '../../../shared/plans';
import {
  accountProblem,
  adminAccountProblem,
  isPaid,
  LAST_STEP,
  nextStep,
  previousStep,
  reachableStep,
  resumeStep,
  stepProblem,
  zoomSaveProblem,
  type AccountForm,
  type BookingDraft,
  type StepContext,
  type StepNumber,
} from './wizard-rules';

/** The call the wizard is waiting for; every button waits with it. */
export type Busy = 'pay' | 'account' | 'advance' | 'reserve' | 'save' | 'complete' | null;

/** The rule an error came from: an edit that satisfies it takes the error away (issue 21: no stale errors). */
export type ErrorRule = 'account' | 'adminAccount' | 'step' | 'zoomSave';

interface WizardError {
  message: string;
  /** Null for a server's answer, which stays until the visitor moves on or dismisses it. */
  rule: ErrorRule | null;
}

export type Passwords = Pick<AccountForm, 'password' | 'confirmPassword'>;

export interface WizardState {
  plan: PlanSlug;
  /** Kept across steps, Back, Forward and reload (localStorage, see draft-storage.ts). */
  draft: BookingDraft;
  /** Kept across steps while the page is open, never stored. */
  passwords: Passwords;
  error: WizardError | null;
  success: string | null;
  busy: Busy;
  done: boolean;
}

/** When a rule is checked: dates are the Pacific calendar's (spec part 1 §5). */
export interface Clock {
  /** Pacific today, YYYY-MM-DD. */
  today: string;
  now: number;
}

export type WizardAction =
  | { type: 'edit'; changes: Partial<BookingDraft>; clock: Clock }
  | { type: 'passwords'; passwords: Passwords; clock: Clock }
  /** admin_special step 3: another day drops the time and any saved booking of the old one. */
  | { type: 'pickDate'; date: string; clock: Clock }
  | { type: 'next'; signedIn: boolean; clock: Clock }
  | { type: 'back' }
  /** A step asked for by the URL (Back, Forward, a link) or by a finished call. */
  | { type: 'goTo'; step: StepNumber; clock: Clock }
  | { type: 'fail'; message: string; rule?: ErrorRule | null }
  | { type: 'succeed'; message: string }
  /** A success note's time is up; a newer message stays. */
  | { type: 'expireSuccess'; message: string }
  | { type: 'dismissError' }
  | { type: 'clearMessages' }
  | { type: 'busy'; busy: Busy }
  | { type: 'done' };

/** What Next Step does on the current step; the effects (calls) are the screen's to run. */
type NextMove =
  | { kind: 'blocked'; error: WizardError; createAccount: boolean }
  | { kind: 'advance'; step: StepNumber; createAccount: boolean }
  | { kind: 'saveSpecialAccount' }
  | { kind: 'complete' };

export const initialWizardState = (plan: PlanSlug, draft: BookingDraft): WizardState => ({
  plan,
  draft,
  passwords: { password: '', confirmPassword: '' },
  error: null,
  success: null,
  busy: null,
  done: false,
});

const isSpecial = (state: Pick<WizardState, 'plan'>) => state.plan === 'admin_special';

export const accountForm = ({ draft, passwords }: WizardState): AccountForm => ({
  fullName: draft.fullName,
  email: draft.email,
  ...passwords,
});

const savedEmail = (draft: BookingDraft) => draft.email.trim().toLowerCase();

/** admin_special: the customer account was created for the email now typed. */
export const specialAccountSaved = (draft: BookingDraft) =>
  draft.accountSavedFor !== null && draft.accountSavedFor === savedEmail(draft);

const contextOf = (state: WizardState, clock: Clock): StepContext => ({ plan: state.plan, ...clock });

function problemOf(rule: ErrorRule, state: WizardState, clock: Clock): string | null {
  switch (rule) {
    case 'account':
      return accountProblem(accountForm(state));
    case 'adminAccount':
      return adminAccountProblem(accountForm(state));
    case 'step':
      return stepProblem(state.draft.step, state.draft, contextOf(state, clock));
    case 'zoomSave':
      return zoomSaveProblem(state.draft);
  }
}

const blocked = (message: string, rule: ErrorRule, createAccount = false): NextMove => ({
  kind: 'blocked',
  error: { message, rule },
  createAccount,
});

/** Spec part 1 §4 step progression, for Next Step (Complete Booking on the last step). */
export function nextMove(state: WizardState, signedIn: boolean, clock: Clock): NextMove {
  const { draft } = state;
  const step = draft.step;
  if (step === 2 && isSpecial(state)) {
    if (specialAccountSaved(draft) && !state.passwords.password)
      return { kind: 'advance', step: 3, createAccount: false };
    const problem = adminAccountProblem(accountForm(state));
    return problem ? blocked(problem, 'adminAccount') : { kind: 'saveSpecialAccount' };
  }
  // Spec part 1 §4: the account is also attempted on leaving the step, paid or not.
  let createAccount = false;
  if (step === 2 && !isPaid(draft) && !signedIn) {
    const problem = accountProblem(accountForm(state));
    if (problem) return blocked(problem, 'account');
    createAccount = true;
  }
  const problem = stepProblem(step, draft, contextOf(state, clock));
  if (problem) return blocked(problem, 'step', createAccount);
  if (step === LAST_STEP) return { kind: 'complete' };
  return { kind: 'advance', step: nextStep(step), createAccount };
}

/** Pay needs the account form of a visitor who is not signed in (spec part 1 §5). */
export function payProblem(state: WizardState, signedIn: boolean): WizardError | null {
  const problem = signedIn ? null : accountProblem(accountForm(state));
  return problem ? { message: problem, rule: 'account' } : null;
}

/** Spec part 1 §4: leaving step 2, by any way, also attempts the account (not admin_special's). */
export const attemptsAccountOnLeaving = (from: StepNumber, state: WizardState) =>
  from === 2 && state.draft.step !== 2 && !isSpecial(state);

/** Spec part 1 §2: errors and success messages clear on every step change. */
const atStep = (state: WizardState, step: StepNumber): WizardState =>
  step === state.draft.step ? state : { ...state, draft: { ...state.draft, step }, error: null, success: null };

const cleared = (state: WizardState): WizardState =>
  state.error === null && state.success === null ? state : { ...state, error: null, success: null };

/** After an edit, an error whose rule now gives another answer (or none) no longer describes the form. */
function withoutStaleError(state: WizardState, clock: Clock): WizardState {
  const { error } = state;
  if (!error?.rule || problemOf(error.rule, state, clock) === error.message) return state;
  return { ...state, error: null };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit':
      return withoutStaleError({ ...state, draft: { ...state.draft, ...action.changes } }, action.clock);
    case 'passwords':
      return withoutStaleError({ ...state, passwords: action.passwords }, action.clock);
    case 'pickDate':
      return wizardReducer(state, {
        type: 'edit',
        changes: { meetingDate: action.date, meetingTime: null, zoomBookingSaved: false, zoomBookingId: null },
        clock: action.clock,
      });
    case 'next': {
      const move = nextMove(state, action.signedIn, action.clock);
      if (move.kind === 'blocked') return { ...state, error: move.error, success: null };
      if (move.kind === 'advance') return atStep(state, move.step);
      return cleared(state);
    }
    case 'back':
      return atStep(state, previousStep(state.draft.step));
    case 'goTo':
      return atStep(state, reachableStep(action.step, state.draft, contextOf(state, action.clock)));
    case 'fail':
      return { ...state, error: { message: action.message, rule: action.rule ?? null }, success: null };
    case 'succeed':
      return { ...state, success: action.message, error: null };
    case 'expireSuccess':
      return state.success === action.message ? { ...state, success: null } : state;
    case 'dismissError':
      return state.error ? { ...state, error: null } : state;
    case 'clearMessages':
      return cleared(state);
    case 'busy':
      return state.busy === action.busy ? state : { ...state, busy: action.busy };
    case 'done':
      return { ...state, done: true, busy: null };
  }
}

/**
 * The step a visit opens at: the URL's, else the stored draft's (a payment return always the
 * payment step, which shows the result), never past a step whose rule no longer holds.
 */
export function openingStep(
  stored: BookingDraft,
  asked: { urlStep: StepNumber | null; paymentReturn: boolean },
  context: StepContext,
): StepNumber {
  if (asked.paymentReturn) return reachableStep(2, stored, context);
  return asked.urlStep ? reachableStep(asked.urlStep, stored, context) : resumeStep(stored, context);
}
