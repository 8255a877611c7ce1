import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Plan } from '../../../shared/plans';
import { pacificToday } from '../../../shared/schedule';
import { useHydrated } from '../../lib/use-hydrated';
import { stepSearch } from './book-search';
import { useWizardStore } from './use-wizard-store';
import type { BookingDraft, StepNumber } from './wizard-rules';
import {
  openingStep,
  type Busy,
  type Clock,
  type ErrorRule,
  type Passwords,
  type WizardAction,
  type WizardState,
} from './wizard-state';

export const clockNow = (): Clock => {
  const now = Date.now();
  return { now, today: pacificToday(now) };
};

/** What a step's screen may do to the wizard: dispatch actions, never decide a rule itself. */
export interface Wizard {
  plan: Plan;
  special: boolean;
  state: WizardState;
  /** Applies the action; a step change is pushed to the URL, so Back returns to the step left. */
  act: (action: WizardAction) => WizardState;
  edit: (changes: Partial<BookingDraft>) => void;
  setPasswords: (passwords: Passwords) => void;
  setBusy: (busy: Busy) => void;
  showError: (message: string, rule?: ErrorRule | null) => void;
  /** A success message; `hideAfterMs` removes it again unless another message replaced it. */
  showSuccess: (message: string, hideAfterMs?: number) => void;
  goTo: (step: StepNumber) => void;
  /** Runs `run` after `ms` unless the wizard has gone by then. */
  later: (run: () => void, ms: number) => void;
  /** True once a step change came from the visitor or the URL (not the first screen): focus follows it. */
  stepChanged: RefObject<boolean>;
  finish: () => void;
}

/**
 * The wizard's state for one plan, with the step in the URL (`?step=`, decision 021): Back and
 * Forward move between steps, a reload reopens the step, never past one whose rule is unmet.
 */
export function useWizard(plan: Plan, urlStep: StepNumber | null, paymentReturn: boolean): Wizard {
  const navigate = useNavigate();
  const { state, current, dispatch, finish } = useWizardStore(plan.slug, (stored) => ({
    ...stored,
    step: openingStep(stored, { urlStep, paymentReturn }, { plan: plan.slug, ...clockNow() }),
  }));
  const stepChanged = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const frames = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    const painting = frames.current;
    return () => {
      pending.forEach(clearTimeout);
      painting.forEach(cancelAnimationFrame);
    };
  }, []);
  const later = useCallback((run: () => void, ms: number) => void timers.current.push(setTimeout(run, ms)), []);

  const showStep = useCallback(
    (step: StepNumber, replace: boolean) =>
      void navigate({ to: '/book/$plan', params: { plan: plan.slug }, search: stepSearch(step), replace }),
    [navigate, plan.slug],
  );

  const act = useCallback(
    (action: WizardAction) => {
      const before = current().draft.step;
      const next = dispatch(action);
      if (next.draft.step !== before) {
        stepChanged.current = true;
        // The address follows once the new step is painted: the router's navigation re-renders
        // the page around the wizard, work a visitor waiting on Next need not wait for (issue 37).
        const step = next.draft.step;
        frames.current.push(requestAnimationFrame(() => later(() => showStep(step, false), 0)));
      }
      return next;
    },
    [current, dispatch, showStep, later],
  );
  const showError = useCallback(
    (message: string, rule: ErrorRule | null = null) => void dispatch({ type: 'fail', message, rule }),
    [dispatch],
  );
  const showSuccess = useCallback(
    (message: string, hideAfterMs?: number) => {
      dispatch({ type: 'succeed', message });
      if (hideAfterMs) later(() => dispatch({ type: 'expireSuccess', message }), hideAfterMs);
    },
    [dispatch, later],
  );

  // The URL leads: Back, Forward or an edited address asks for a step, which the rules may move
  // earlier (the URL then shows where the visitor really is). The first look only writes the
  // opening step into the URL; a payment return keeps its query until it has been verified.
  const hydrated = useHydrated();
  const seen = useRef<StepNumber | null>(null);
  useEffect(() => {
    if (!hydrated || paymentReturn) return;
    const asked = urlStep ?? 1;
    if (seen.current === asked) return;
    const first = seen.current === null;
    seen.current = asked;
    const before = current().draft.step;
    if (first) {
      if (asked !== before) showStep(before, true);
      return;
    }
    const shown = dispatch({ type: 'goTo', step: asked, clock: clockNow() }).draft.step;
    if (shown !== before) stepChanged.current = true;
    if (shown !== asked) showStep(shown, true);
  }, [hydrated, paymentReturn, urlStep, current, dispatch, showStep]);

  const edit = useCallback(
    (changes: Partial<BookingDraft>) => void dispatch({ type: 'edit', changes, clock: clockNow() }),
    [dispatch],
  );
  const setPasswords = useCallback(
    (passwords: Passwords) => void dispatch({ type: 'passwords', passwords, clock: clockNow() }),
    [dispatch],
  );
  const setBusy = useCallback((busy: Busy) => void dispatch({ type: 'busy', busy }), [dispatch]);
  const goTo = useCallback((target: StepNumber) => void act({ type: 'goTo', step: target, clock: clockNow() }), [act]);

  return useMemo(
    () => ({
      plan,
      special: plan.slug === 'admin_special',
      state,
      act,
      edit,
      setPasswords,
      setBusy,
      showError,
      showSuccess,
      goTo,
      later,
      stepChanged,
      finish,
    }),
    [plan, state, act, edit, setPasswords, setBusy, showError, showSuccess, goTo, later, finish],
  );
}
