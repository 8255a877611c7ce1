import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION } from '../../../shared/content/agreement';
import { PLANS } from '../../../shared/plans';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { NAME_HAS_CONTROL_CHARACTERS } from '../../../shared/schemas/person-name';
import {
  accountAlreadyExists,
  accountProblem,
  adminAccountProblem,
  businessProblem,
  canCreateAccount,
  choosePlan,
  completionInput,
  contractProblem,
  emptyDraft,
  meetingProblem,
  paymentErrorText,
  prefixedFailure,
  resumeStep,
  stepProblem,
  zoomSaveProblem,
  type BookingDraft,
} from './wizard-rules';
import { parsePlanParam } from './plan-param';

// Monday 6 January 2025, noon in Los Angeles.
const NOW = Date.UTC(2025, 0, 6, 20);
const TODAY = '2025-01-06';
const account = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };
const draft = (changes: Partial<BookingDraft> = {}): BookingDraft => ({ ...emptyDraft(), ...changes });

describe('plan in the URL', () => {
  it('accepts the four plans, redirects a wrong case and refuses anything else', () => {
    expect(parsePlanParam('pro')).toEqual({ kind: 'ok', plan: 'pro' });
    expect(parsePlanParam('Admin_Special')).toEqual({ kind: 'wrongCase', plan: 'admin_special' });
    expect(parsePlanParam('gold')).toEqual({ kind: 'invalid' });
  });

  it('falls back to the first available plan when the pricing answer lacks it', () => {
    const visible = [PLANS.starter, PLANS.pro];
    expect(choosePlan('pro', visible)).toEqual({ kind: 'found', plan: PLANS.pro });
    expect(choosePlan('admin_special', visible)).toEqual({ kind: 'redirect', plan: 'starter' });
    expect(choosePlan('pro', [])).toEqual({ kind: 'none' });
  });
});

describe('step 2 account', () => {
  it('asks for every field, matching passwords and six characters, in that order', () => {
    expect(accountProblem({ ...account, email: ' ' })).toBe(WIZARD_MESSAGES.fillRequired);
    expect(accountProblem({ ...account, confirmPassword: 'other12' })).toBe(WIZARD_MESSAGES.passwordsDoNotMatch);
    expect(accountProblem({ ...account, password: 'abc', confirmPassword: 'abc' })).toBe(
      WIZARD_MESSAGES.passwordTooShort,
    );
    expect(accountProblem(account)).toBeNull();
  });

  it('says when the email is not one, rather than Pay and Next doing nothing with it', () => {
    expect(accountProblem({ ...account, email: 'not-an-email' })).toBe(AUTH_MESSAGES.emailInvalid);
    expect(accountProblem({ ...account, email: 'ada@' })).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('refuses a name with a line break, as the signup it leads to would, and makes no account of it', () => {
    const broken = { ...account, fullName: 'Ada\tLovelace' };
    expect(accountProblem(broken)).toBe(NAME_HAS_CONTROL_CHARACTERS);
    expect(canCreateAccount(broken, false)).toBe(false);
    expect(adminAccountProblem(broken)).toBe(NAME_HAS_CONTROL_CHARACTERS);
  });

  it('creates an account automatically only for a complete form and a signed-out visitor', () => {
    expect(canCreateAccount(account, false)).toBe(true);
    expect(canCreateAccount(account, true)).toBe(false);
    expect(canCreateAccount({ ...account, email: 'ada@' }, false)).toBe(false);
    expect(canCreateAccount({ ...account, confirmPassword: 'secret' }, false)).toBe(false);
  });

  it('treats a 400 "already exists" signup answer as a reason to log in', () => {
    expect(accountAlreadyExists(400, 'An account with this email already exists')).toBe(true);
    expect(accountAlreadyExists(429, 'Too many attempts, already exists')).toBe(false);
  });

  it('gives admin_special one message for any gap in the customer account', () => {
    expect(adminAccountProblem(account)).toBeNull();
    expect(adminAccountProblem({ ...account, fullName: '' })).toBe(WIZARD_MESSAGES.adminAccountIncomplete);
    expect(adminAccountProblem({ ...account, confirmPassword: 'nope' })).toBe(WIZARD_MESSAGES.adminAccountIncomplete);
  });
});

describe('step progression', () => {
  const pro = { plan: 'pro' as const, today: TODAY, now: NOW };
  const special = { plan: 'admin_special' as const, today: TODAY, now: NOW };

  it('needs a paid order to leave step 2, except admin_special which needs the saved account', () => {
    expect(stepProblem(2, draft(), pro)).toBe(WIZARD_MESSAGES.paymentRequired);
    expect(stepProblem(2, draft({ orderId: 'ord_1', paymentCompleted: true }), pro)).toBeNull();
    expect(stepProblem(2, draft({ email: 'Ada@example.com', accountSavedFor: 'ada@example.com' }), special)).toBeNull();
    expect(stepProblem(2, draft({ email: 'other@example.com', accountSavedFor: 'ada@example.com' }), special)).toBe(
      WIZARD_MESSAGES.adminAccountIncomplete,
    );
  });

  it('checks the business name and a start date at least 30 days out', () => {
    expect(businessProblem(draft({ businessName: '  ', startDate: '2025-03-01' }), TODAY)).toBe(
      WIZARD_MESSAGES.businessNameRequired,
    );
    expect(businessProblem(draft({ businessName: 'Acme' }), TODAY)).toBe(WIZARD_MESSAGES.startDateRequired);
    expect(businessProblem(draft({ businessName: 'Acme', startDate: '2025-02-04' }), TODAY)).toBe(
      WIZARD_MESSAGES.startDateTooSoon,
    );
    expect(businessProblem(draft({ businessName: 'Acme', startDate: '2025-02-05' }), TODAY)).toBeNull();
  });

  it('checks the meeting: chosen, a future Monday to Thursday, then saved', () => {
    expect(meetingProblem(draft(), NOW)).toBe(WIZARD_MESSAGES.selectMeeting);
    expect(meetingProblem(draft({ meetingDate: '2025-01-10', meetingTime: '13:00' }), NOW)).toBe(
      WIZARD_MESSAGES.meetingWeekday,
    );
    expect(meetingProblem(draft({ meetingDate: '2024-12-30', meetingTime: '13:00' }), NOW)).toBe(
      WIZARD_MESSAGES.meetingInFuture,
    );
    expect(meetingProblem(draft({ meetingDate: '2025-01-08', meetingTime: '13:00' }), NOW)).toBe(
      WIZARD_MESSAGES.saveMeetingFirst,
    );
    expect(
      meetingProblem(draft({ meetingDate: '2025-01-08', meetingTime: '13:00', zoomBookingSaved: true }), NOW),
    ).toBeNull();
  });

  it('needs a date, a time and the customer before saving the Zoom booking', () => {
    expect(zoomSaveProblem(draft({ fullName: 'Ada', email: 'ada@example.com' }))).toBe(WIZARD_MESSAGES.zoomDateFirst);
    expect(zoomSaveProblem(draft({ meetingDate: '2025-01-08', meetingTime: '13:00' }))).toBe(
      WIZARD_MESSAGES.zoomAccountFirst,
    );
    expect(
      zoomSaveProblem(
        draft({ meetingDate: '2025-01-08', meetingTime: '13:00', fullName: 'Ada', email: 'ada@example.com' }),
      ),
    ).toBeNull();
  });

  it('needs a signature, then the ticked agreement', () => {
    expect(contractProblem(draft({ agreed: true }))).toBe(WIZARD_MESSAGES.signatureRequired);
    expect(contractProblem(draft({ signature: 'Ada Lovelace' }))).toBe(WIZARD_MESSAGES.agreeRequired);
    expect(contractProblem(draft({ signature: 'Ada Lovelace', agreed: true }))).toBeNull();
    expect(contractProblem(draft({ signature: 'Ada\u2028Lovelace', agreed: true }))).toBe(NAME_HAS_CONTROL_CHARACTERS);
  });

  it('resumes a restored draft at its step, or at the first step that no longer holds', () => {
    const paid = { orderId: 'ord_1', paymentCompleted: true };
    expect(resumeStep(draft({ step: 4, ...paid, businessName: 'Acme', startDate: '2025-03-01' }), pro)).toBe(4);
    expect(resumeStep(draft({ step: 4, businessName: 'Acme', startDate: '2025-03-01' }), pro)).toBe(2);
    expect(resumeStep(draft({ step: 4, ...paid }), pro)).toBe(3);
    expect(resumeStep(draft({ step: 2 }), pro)).toBe(2);
  });
});

describe('the final booking call', () => {
  it('sends the business details, the signature and the agreement version shown for a regular plan', () => {
    const input = completionInput(
      'pro',
      draft({
        fullName: ' Ada ',
        email: 'ada@example.com',
        orderId: 'ord_1',
        businessName: 'Acme',
        startDate: '2025-03-01',
        designReferences: 'https://a.example\n\n  https://b.example  ',
        signature: 'Ada Lovelace',
        agreed: true,
      }),
    );
    expect(input).toMatchObject({
      plan: 'pro',
      fullName: 'Ada',
      orderId: 'ord_1',
      startDate: '2025-03-01',
      designReferences: ['https://a.example', 'https://b.example'],
      signature: 'Ada Lovelace',
      agreed: true,
      agreementVersion: AGREEMENT_VERSION,
    });
  });

  it('sends only the customer and the meeting for admin_special', () => {
    const input = completionInput(
      'admin_special',
      draft({
        fullName: 'Ada',
        email: 'ada@example.com',
        meetingDate: '2025-01-08',
        meetingTime: '13:00',
        businessName: 'x',
      }),
    );
    expect(input).toEqual({
      plan: 'admin_special',
      fullName: 'Ada',
      email: 'ada@example.com',
      meetingDate: '2025-01-08',
      meetingTime: '13:00',
    });
  });
});

describe('error wording', () => {
  it('words payment failures as spec part 2 §8 says', () => {
    expect(paymentErrorText(503, 'down')).toBe(PAYMENT_MESSAGES.serviceUnavailable);
    expect(paymentErrorText(500, 'Internal server error')).toBe(PAYMENT_MESSAGES.serviceUnavailable);
    expect(paymentErrorText(409, PAYMENT_MESSAGES.alreadyHasPlan)).toBe(PAYMENT_MESSAGES.alreadyHasPlan);
    expect(paymentErrorText(null, 'Failed to fetch')).toBe(PAYMENT_MESSAGES.failed);
  });

  it('prefixes booking failures with the server message, else uses the default', () => {
    expect(
      prefixedFailure(WIZARD_MESSAGES.completeFailedPrefix, WIZARD_MESSAGES.completeFailed, 400, 'Missing start date'),
    ).toBe('Failed to complete booking: Missing start date');
    expect(prefixedFailure(WIZARD_MESSAGES.completeFailedPrefix, WIZARD_MESSAGES.completeFailed, null, '')).toBe(
      WIZARD_MESSAGES.completeFailed,
    );
  });
});
