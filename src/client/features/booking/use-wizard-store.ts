import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlanSlug } from '../../../shared/plans';
import { browserStore, clearDraft, loadDraft, saveDraft } from './draft-storage';
import { emptyDraft, type BookingDraft } from './wizard-rules';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

// The state of the wizard on screen, its draft read from localStorage once per visit. It lives
// outside React state so that every change is applied and written synchronously: a redirect to
// the payment provider loses nothing, and the caller reads the new step right after dispatching.
// The server renders the wizard as a new visitor sees it, without storage; the browser hydrates
// that same first screen and then moves to the stored draft's step, if any.
const states = new Map<PlanSlug, WizardState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The wizard's state for `plan`. `restore` adjusts a stored draft when a visit starts (the step to
 * open at); on the server and while hydrating, it is given the empty draft of a new visitor.
 */
export function useWizardStore(plan: PlanSlug, restore: (stored: BookingDraft) => BookingDraft) {
  const restoreRef = useRef(restore);
  const finished = useRef(false);

  const getSnapshot = useCallback(() => {
    let state = states.get(plan);
    if (!state) {
      const store = browserStore();
      state = initialWizardState(plan, restoreRef.current(store ? loadDraft(store, plan) : emptyDraft()));
      states.set(plan, state);
    }
    return state;
  }, [plan]);
  // One object for the whole render, as useSyncExternalStore requires of a snapshot.
  const [newVisitorState] = useState(() => initialWizardState(plan, restore(emptyDraft())));
  const state = useSyncExternalStore(subscribe, getSnapshot, () => newVisitorState);

  // The next visit reads storage afresh (and opens at the right step).
  useEffect(() => () => void states.delete(plan), [plan]);

  /** Applies the action and returns the new state. */
  const dispatch = useCallback(
    (action: WizardAction): WizardState => {
      const current = getSnapshot();
      const next = wizardReducer(current, action);
      if (next === current) return current;
      states.set(plan, next);
      const store = browserStore();
      if (store && !finished.current && next.draft !== current.draft) saveDraft(store, plan, next.draft);
      listeners.forEach((listener) => listener());
      return next;
    },
    [getSnapshot, plan],
  );

  /** After the booking is complete: forget the stored draft and stop saving it. */
  const finish = useCallback(() => {
    finished.current = true;
    const store = browserStore();
    if (store) clearDraft(store, plan);
  }, [plan]);

  return { state, current: getSnapshot, dispatch, finish };
}
