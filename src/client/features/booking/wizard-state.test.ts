import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import type { PlanSlug } from '../../../shared/plans';
import { bookSearch, stepSearch } from './book-search';
import { emptyDraft, type BookingDraft } from './wizard-rules';
import {
  attemptsAccountOnLeaving,
  initialWizardState,
  nextMove,
  openingStep,
  payProblem,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

// Monday 6 January 2025, noon in Los Angeles.
const clock = { now: Date.UTC(2025, 0, 6, 20), today: '2025-01-06' };
const paid = { orderId: 'ord_1', paymentCompleted: true };
const business = { businessName: 'Acme', startDate: '2025-03-01' };
const savedMeeting = { meetingDate: '2025-01-08', meetingTime: '13:00', zoomBookingSaved: true };
const account = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const passwords = { password: 'secret1', confirmPassword: 'secret1' };

const wizard = (changes: Partial<BookingDraft> = {}, plan: PlanSlug = 'pro'): WizardState =>
  initialWizardState(plan, { ...emptyDraft(), ...changes });
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const next = (signedIn = false): WizardAction => ({ type: 'next', signedIn, clock });
const edit = (changes: Partial<BookingDraft>): WizardAction => ({ type: 'edit', changes, clock });
const typePasswords = (password: string, confirmPassword = password): WizardAction => ({
  type: 'passwords',
  passwords: { password, confirmPassword },
  clock,
});

describe('Next Step', () => {
  it('goes from the plan to payment, and from a paid payment to business information', () => {
    expect(run(wizard(), next()).draft.step).toBe(2);
    expect(run(wizard({ step: 2, ...paid }), next(true)).draft.step).toBe(3);
  });

  it('asks a signed-out visitor on step 2 for the account first, then for the payment', () => {
    const empty = run(wizard({ step: 2 }), next());
    expect([empty.draft.step, empty.error?.message]).toEqual([2, WIZARD_MESSAGES.fillRequired]);
    const filled = wizard({ step: 2, ...account });
    const withAccount = { ...filled, passwords };
    expect(nextMove(withAccount, false, clock)).toEqual({
      kind: 'blocked',
      error: { message: WIZARD_MESSAGES.paymentRequired, rule: 'step' },
      createAccount: true,
    });
    expect(nextMove(filled, true, clock)).toMatchObject({ kind: 'blocked', createAccount: false });
  });

  it('follows payment with business information, or with the meeting for admin_special', () => {
    expect(run(wizard({ step: 3, ...paid }), next()).error?.message).toBe(WIZARD_MESSAGES.businessNameRequired);
    expect(run(wizard({ step: 3, ...paid, ...business }), next()).draft.step).toBe(4);
    const special = wizard({ step: 3, ...account, accountSavedFor: account.email }, 'admin_special');
    expect(run(special, next()).error?.message).toBe(WIZARD_MESSAGES.selectMeeting);
    expect(run(special, edit(savedMeeting), next()).draft.step).toBe(4);
  });

  it('creates the admin_special customer account on step 2, or moves on when it exists', () => {
    const special = wizard({ step: 2, ...account }, 'admin_special');
    expect(run(special, next()).error).toEqual({
      message: WIZARD_MESSAGES.adminAccountIncomplete,
      rule: 'adminAccount',
    });
    expect(nextMove({ ...special, passwords }, false, clock)).toEqual({ kind: 'saveSpecialAccount' });
    const saved = run(special, edit({ accountSavedFor: 'ada@example.com' }));
    expect(nextMove(saved, false, clock)).toEqual({ kind: 'advance', step: 3, createAccount: false });
  });

  it('completes the booking on the last step once signed', () => {
    const last = wizard({ step: 5, ...paid, ...business });
    expect(run(last, next()).error?.message).toBe(WIZARD_MESSAGES.signatureRequired);
    expect(nextMove(run(last, edit({ signature: 'Ada', agreed: true })), false, clock)).toEqual({ kind: 'complete' });
  });
});

describe('what moving keeps and what it clears', () => {
  it('keeps the draft and the passwords across Previous and Next, and clears the messages', () => {
    const typed = run(
      wizard({ step: 3, ...paid, ...account }),
      typePasswords('secret1'),
      edit({ businessName: 'Acme' }),
      { type: 'succeed', message: 'Saved' },
      { type: 'back' },
    );
    expect(typed.draft).toMatchObject({ step: 2, businessName: 'Acme', fullName: 'Ada Lovelace' });
    expect(typed.passwords).toEqual(passwords);
    expect([typed.error, typed.success]).toEqual([null, null]);
    expect(run(typed, next(true)).draft.businessName).toBe('Acme');
  });

  it('attempts the account when step 2 is left, by any way, except for admin_special', () => {
    expect(attemptsAccountOnLeaving(2, wizard({ step: 1 }))).toBe(true);
    expect(attemptsAccountOnLeaving(2, wizard({ step: 3 }))).toBe(true);
    expect(attemptsAccountOnLeaving(2, wizard({ step: 2 }))).toBe(false);
    expect(attemptsAccountOnLeaving(3, wizard({ step: 4 }))).toBe(false);
    expect(attemptsAccountOnLeaving(2, wizard({ step: 1 }, 'admin_special'))).toBe(false);
  });

  it('stays on step 1 when Previous is pressed there', () => {
    const first = wizard();
    expect(run(first, { type: 'back' })).toBe(first);
  });

  it('clears the time and the saved booking when admin_special picks another day', () => {
    const picked = run(wizard({ step: 3, ...savedMeeting, zoomBookingId: 7 }, 'admin_special'), {
      type: 'pickDate',
      date: '2025-01-09',
      clock,
    });
    expect(picked.draft).toMatchObject({
      meetingDate: '2025-01-09',
      meetingTime: null,
      zoomBookingSaved: false,
      zoomBookingId: null,
    });
  });

  it('lets a success note expire unless a newer message replaced it', () => {
    const shown = run(wizard(), { type: 'succeed', message: 'Account created' });
    expect(run(shown, { type: 'expireSuccess', message: 'Account created' }).success).toBeNull();
    const replaced = run(shown, { type: 'succeed', message: 'Zoom saved' });
    expect(run(replaced, { type: 'expireSuccess', message: 'Account created' }).success).toBe('Zoom saved');
  });
});

describe('a step asked for by the URL', () => {
  it('is shown when every earlier step holds, else the first step that does not', () => {
    expect(run(wizard({ step: 3, ...paid, ...business }), { type: 'goTo', step: 5, clock }).draft.step).toBe(5);
    expect(run(wizard({ step: 2 }), { type: 'goTo', step: 4, clock }).draft.step).toBe(2);
    expect(run(wizard({ step: 3, ...paid }), { type: 'goTo', step: 5, clock }).draft.step).toBe(3);
  });

  it('changes nothing, messages included, when it is the step on screen', () => {
    const state = run(wizard({ step: 2 }), { type: 'fail', message: 'Payment failed' });
    expect(run(state, { type: 'goTo', step: 2, clock })).toBe(state);
  });

  it('opens a visit at the URL’s step, else the stored one, and a payment return at payment', () => {
    const context = { plan: 'pro' as const, ...clock };
    const stored = { ...emptyDraft(), step: 4 as const, ...paid, ...business };
    expect(openingStep(stored, { urlStep: 3, paymentReturn: false }, context)).toBe(3);
    expect(openingStep(stored, { urlStep: null, paymentReturn: false }, context)).toBe(4);
    expect(openingStep(stored, { urlStep: 4, paymentReturn: true }, context)).toBe(2);
    expect(openingStep(emptyDraft(), { urlStep: 3, paymentReturn: false }, context)).toBe(2);
  });

  it('reads steps 2 to 5 from the query, writes step 1 as none, and keeps the provider’s return', () => {
    expect(bookSearch({ step: 3 })).toEqual({ step: 3 });
    expect(bookSearch({ step: '5', order_id: 'ord_1', session_id: '' })).toEqual({ step: 5, order_id: 'ord_1' });
    for (const step of [1, 0, 6, 2.5, '2x', 'x', null]) expect(bookSearch({ step })).toEqual({});
    expect(stepSearch(1)).toEqual({});
    expect(stepSearch(4)).toEqual({ step: 4 });
  });
});

describe('an error stays only while it is true (issue 21: a stale error on step 2)', () => {
  const step2 = { ...wizard({ step: 2, ...account }), passwords: { password: 'secret1', confirmPassword: 'secret2' } };

  it('goes once the passwords it complains about match', () => {
    const refused = run(step2, next());
    expect(refused.error?.message).toBe(WIZARD_MESSAGES.passwordsDoNotMatch);
    expect(run(refused, typePasswords('secret1', 'secret')).error?.message).toBe(WIZARD_MESSAGES.passwordsDoNotMatch);
    expect(run(refused, typePasswords('secret1')).error).toBeNull();
  });

  it('goes when Pay’s account check no longer holds, but not while the form is still short', () => {
    const problem = payProblem(step2, false)!;
    const refused = run(step2, { type: 'fail', ...problem });
    expect(run(refused, edit({ fullName: 'Ada L.' })).error?.message).toBe(WIZARD_MESSAGES.passwordsDoNotMatch);
    expect(run(refused, typePasswords('secret2')).error).toBeNull();
    expect(payProblem(step2, true)).toBeNull();
  });

  it('goes for admin_special once the customer account is complete', () => {
    const special = { ...step2, plan: 'admin_special' as const };
    const refused = run(special, next());
    expect(refused.error?.message).toBe(WIZARD_MESSAGES.adminAccountIncomplete);
    expect(run(refused, typePasswords('secret2')).error).toBeNull();
  });

  it('turns with the field on later steps: a typed business name takes its error away', () => {
    const refused = run(wizard({ step: 3, ...paid }), next());
    expect(run(refused, edit({ businessName: 'Acme' })).error).toBeNull();
  });

  it('keeps a server’s answer until the visitor moves on, dismisses or clears it', () => {
    const failed = run(step2, { type: 'fail', message: 'Payment service is temporarily unavailable' });
    expect(run(failed, typePasswords('secret2')).error?.message).toBe('Payment service is temporarily unavailable');
    expect(run(failed, { type: 'dismissError' }).error).toBeNull();
    expect(run(failed, { type: 'back' }).error).toBeNull();
  });
});
