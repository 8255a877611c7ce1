import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlanSlug } from '../../../shared/plans';
import { browserStore, clearDraft, loadDraft, saveDraft } from './draft-storage';
import { emptyDraft, type BookingDraft } from './wizard-rules';

// The draft of the wizard on screen, read from localStorage once per visit. It lives outside
// React state so that every change is written synchronously: a redirect to the payment provider
// loses nothing. The server renders the wizard as a new visitor sees it, without storage; the
// browser hydrates that same first screen and then moves to the stored draft's step, if any.
const drafts = new Map<PlanSlug, BookingDraft>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The wizard's draft for `plan`. `restore` adjusts a stored draft when a visit starts (the step to
 * resume at); on the server and while hydrating, it is given the empty draft of a new visitor.
 */
export function useBookingDraft(plan: PlanSlug, restore: (stored: BookingDraft) => BookingDraft) {
  const restoreRef = useRef(restore);
  const finished = useRef(false);

  const getSnapshot = useCallback(() => {
    let draft = drafts.get(plan);
    if (!draft) {
      const store = browserStore();
      draft = restoreRef.current(store ? loadDraft(store, plan) : emptyDraft());
      drafts.set(plan, draft);
    }
    return draft;
  }, [plan]);
  // One object for the whole render, as useSyncExternalStore requires of a snapshot.
  const [newVisitorDraft] = useState(() => restore(emptyDraft()));
  const draft = useSyncExternalStore(subscribe, getSnapshot, () => newVisitorDraft);

  // The next visit reads storage afresh (and resumes at the right step).
  useEffect(() => () => void drafts.delete(plan), [plan]);

  const update = useCallback(
    (changes: Partial<BookingDraft>) => {
      const next = { ...getSnapshot(), ...changes };
      drafts.set(plan, next);
      const store = browserStore();
      if (store && !finished.current) saveDraft(store, plan, next);
      listeners.forEach((listener) => listener());
    },
    [getSnapshot, plan],
  );

  /** After the booking is complete: forget the stored draft and stop saving it. */
  const finish = useCallback(() => {
    finished.current = true;
    const store = browserStore();
    if (store) clearDraft(store, plan);
  }, [plan]);

  return { draft, update, finish };
}
