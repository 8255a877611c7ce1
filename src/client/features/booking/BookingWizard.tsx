import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canWith } from '../../../shared/admin';
import type { Plan } from '../../../shared/plans';
import { BOOKING_DONE_REDIRECT_MS, WIZARD_ADVANCE_MS } from '../../../shared/rules';
import { pacificToday } from '../../../shared/schedule';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { errorMessage, httpStatusOf, trpc, trpcClient } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { useAuth } from '../auth/auth-context';
import { usePaymentVerification, type PaymentReference } from '../payment/use-payment-verification';
import { BusinessStep } from './BusinessStep';
import { ContractStep } from './ContractStep';
import { DesignStep } from './DesignStep';
import { MeetingStep } from './MeetingStep';
import { PaymentStep } from './PaymentStep';
import { PlanStep } from './PlanStep';
import { useAutoAccount } from './use-auto-account';
import { useBookingDraft } from './use-booking-draft';
import { useWizardMessages } from './use-wizard-messages';
import { WizardMessages } from './WizardMessages';
import { WizardSteps } from './WizardSteps';
import { useAttemptKey } from '../payment/use-attempt-key';
import {
  accountProblem,
  adminAccountProblem,
  completionInput,
  isPaid,
  LAST_STEP,
  minStartDate,
  nextStep,
  paymentErrorText,
  prefixedFailure,
  previousStep,
  RESERVE_FAILED,
  resumeStep,
  SPECIAL_ACCOUNT_FAILED,
  stepProblem,
  ZOOM_SAVE_FAILED,
  zoomSaveProblem,
  type BookingDraft,
  type StepNumber,
} from './wizard-rules';

type Busy = 'pay' | 'account' | 'advance' | 'reserve' | 'save' | 'complete' | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The five-step booking flow of one plan (spec part 1 §2 /book/{plan}, §4). */
export function BookingWizard({ plan, paymentReturn }: { plan: Plan; paymentReturn: PaymentReference | null }) {
  // A visit resumes at the stored step unless an earlier rule no longer holds; a payment return
  // always lands on the payment step, which shows the result.
  const { draft, update, finish } = useBookingDraft(plan.slug, (stored) => ({
    ...stored,
    step: paymentReturn ? 2 : resumeStep(stored, { plan: plan.slug, today: pacificToday() }),
  }));
  return <Wizard plan={plan} draft={draft} update={update} finish={finish} paymentReturn={paymentReturn} />;
}

interface WizardProps {
  plan: Plan;
  draft: BookingDraft;
  update(changes: Partial<BookingDraft>): void;
  finish(): void;
  paymentReturn: PaymentReference | null;
}

function Wizard({ plan, draft, update, finish, paymentReturn }: WizardProps) {
  const special = plan.slug === 'admin_special';
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messages = useWizardMessages();
  const { showError, showSuccess, clear } = messages;
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const account = { fullName: draft.fullName, email: draft.email, ...passwords };
  // admin_special: the signed-in admin types someone else's account, so theirs is never used.
  const buyer = special ? null : auth.user;
  const {
    ensureAccount,
    pending: accountSaving,
    signedIn,
  } = useAutoAccount(account, { enabled: !special, showError, showSuccess });
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState(false);
  const attempt = useAttemptKey();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const step = draft.step;
  const today = pacificToday();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (run: () => void, ms: number) => void timers.current.push(setTimeout(run, ms));

  // Screen readers and keyboards follow the step: focus its title, and bring the top into view.
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus({ preventScroll: true });
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [step]);

  const goTo = useCallback(
    (target: StepNumber) => {
      clear();
      stepChanged.current = true;
      update({ step: target });
    },
    [clear, update],
  );

  // A signed-in buyer books under their own account.
  useEffect(() => {
    if (!buyer) return;
    const fullName = buyer.name || draft.fullName;
    if (draft.email !== buyer.email || draft.fullName !== fullName) update({ email: buyer.email, fullName });
  }, [buyer, draft.email, draft.fullName, update]);

  // Spec part 1 §4: a signed-in customer's upcoming Zoom booking is loaded and prefilled.
  const myBooking = useQuery({
    ...trpc.schedule.myBooking.queryOptions(),
    enabled: !special && auth.status === 'signedIn',
  });
  const existing = myBooking.data ?? null;
  useEffect(() => {
    if (!existing || draft.meetingDate) return;
    update({
      meetingDate: existing.date,
      meetingTime: existing.time,
      zoomBookingSaved: true,
      zoomBookingId: existing.id,
    });
    showSuccess(WIZARD_MESSAGES.existingZoomBooking);
  }, [existing, draft.meetingDate, update, showSuccess]);

  // Back from the payment provider: verify (spec part 2 §4), remember the order, clean the URL.
  const [returnRef] = useState(paymentReturn);
  const verification = usePaymentVerification(returnRef);
  const returnPhase = returnRef ? verification.phase : null;
  const paidOrderId = verification.phase === 'success' ? verification.order.orderId : null;
  const returnProblem =
    verification.phase === 'error' || verification.phase === 'timeout' || verification.phase === 'expired'
      ? verification.message
      : null;
  useEffect(() => {
    if (returnPhase === null || returnPhase === 'checking' || returnPhase === 'missing') return;
    if (paidOrderId) {
      update({ orderId: paidOrderId, paymentCompleted: true });
      // The account now holds the plan; the header and dashboard should know.
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    } else if (returnProblem) {
      showError(returnProblem);
    }
    void navigate({ to: '/book/$plan', params: { plan: plan.slug }, search: {}, replace: true });
  }, [returnPhase, paidOrderId, returnProblem, update, queryClient, showError, navigate, plan.slug]);

  async function pay() {
    clear();
    if (!signedIn) {
      const problem = accountProblem(account);
      if (problem) return showError(problem);
    }
    setBusy('pay');
    // The account comes first: the draft never holds passwords, so it cannot be made after the redirect.
    if (!signedIn && !(await ensureAccount(account, true))) return setBusy(null);
    try {
      const result = await trpcClient.payment.process.mutate({
        plan: plan.slug,
        paymentMethod: draft.paymentMethod,
        customerName: (buyer?.name || draft.fullName).trim(),
        customerEmail: buyer?.email ?? draft.email.trim(),
        returnTo: 'wizard',
        attemptKey: attempt.key,
      });
      attempt.renew();
      if (result.status === 'checkout') {
        update({ step: 2 });
        window.location.assign(result.checkoutUrl);
        return;
      }
      // Spec part 1 §4: a plan with nothing to pay completes at once and keeps its order id.
      update({ orderId: result.orderId, paymentCompleted: true });
      showSuccess(result.message);
      setBusy(null);
    } catch (error) {
      attempt.renew();
      setBusy(null);
      showError(paymentErrorText(httpStatusOf(error), messageOf(error)));
    }
  }

  async function saveSpecialAccount() {
    const email = draft.email.trim().toLowerCase();
    if (draft.accountSavedFor === email && !passwords.password) return goTo(3);
    const problem = adminAccountProblem(account);
    if (problem) return showError(problem);
    setBusy('account');
    try {
      const result = await trpcClient.booking.specialAccount.mutate({
        fullName: draft.fullName.trim(),
        email,
        password: passwords.password,
      });
      update({ accountSavedFor: email });
      showSuccess(result.message);
      setBusy('advance');
      // Spec part 1 §4: admin_special advances 1.5 s after the account is made.
      later(() => {
        setBusy(null);
        goTo(3);
      }, WIZARD_ADVANCE_MS);
    } catch (error) {
      setBusy(null);
      showError(errorMessage(error, SPECIAL_ACCOUNT_FAILED));
    }
  }

  // Spec part 1 §4 slot reservation: hold the new slot first, then let the old one go.
  const slots = useQuery({
    ...trpc.schedule.available.queryOptions({ date: draft.meetingDate ?? '' }),
    enabled: special && draft.meetingDate !== null,
    staleTime: 10_000,
  });
  async function pickTime(time: string) {
    const date = draft.meetingDate;
    if (!date) return;
    clear();
    const previous = draft.slot;
    // An admin may override a taken slot, but only when the meeting is saved: holding it now
    // would cancel someone's booking merely for looking at the time.
    if (slots.data?.slots.find((slot) => slot.time === time)?.taken) {
      update({ meetingTime: time, slot: null, zoomBookingSaved: false, zoomBookingId: null });
      if (previous) void trpcClient.schedule.release.mutate({ slotId: previous.id }).catch(() => undefined);
      return;
    }
    setBusy('reserve');
    try {
      const hold = await trpcClient.schedule.hold.mutate({
        date,
        time,
        email: draft.email.trim(),
        name: draft.fullName.trim(),
        plan: plan.slug,
      });
      update({
        meetingTime: time,
        slot: { id: hold.slotId, date, time },
        zoomBookingSaved: false,
        zoomBookingId: null,
      });
      // It may have expired already, so a failure to release is fine.
      if (previous) void trpcClient.schedule.release.mutate({ slotId: previous.id }).catch(() => undefined);
    } catch (error) {
      showError(httpStatusOf(error) === 409 ? messageOf(error) : RESERVE_FAILED);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: trpc.schedule.available.queryKey({ date }) });
    }
  }

  async function saveMeeting() {
    clear();
    const problem = zoomSaveProblem(draft);
    if (problem || !draft.meetingDate || !draft.meetingTime) return showError(problem ?? WIZARD_MESSAGES.zoomDateFirst);
    const date = draft.meetingDate;
    setBusy('save');
    try {
      // Passing our own hold lets the booking take it over rather than count it as someone else's.
      const result = await trpcClient.schedule.book.mutate({
        date,
        time: draft.meetingTime,
        name: draft.fullName.trim(),
        email: draft.email.trim(),
        holdSlotId: draft.slot?.time === draft.meetingTime && draft.slot.date === date ? draft.slot.id : null,
      });
      update({ zoomBookingSaved: true, zoomBookingId: result.booking.id, slot: null });
      showSuccess(result.message);
    } catch (error) {
      update({ slot: null });
      showError(
        prefixedFailure(WIZARD_MESSAGES.zoomSaveFailed, ZOOM_SAVE_FAILED, httpStatusOf(error), messageOf(error)),
      );
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: trpc.schedule.available.queryKey({ date }) });
    }
  }

  async function complete() {
    setBusy('complete');
    try {
      const result = await trpcClient.booking.complete.mutate(completionInput(plan.slug, draft));
      finish();
      setDone(true);
      showSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      later(() => void navigate({ to: '/dashboard' }), BOOKING_DONE_REDIRECT_MS);
    } catch (error) {
      setBusy(null);
      showError(
        prefixedFailure(
          WIZARD_MESSAGES.completeFailedPrefix,
          WIZARD_MESSAGES.completeFailed,
          httpStatusOf(error),
          messageOf(error),
        ),
      );
    }
  }

  function next() {
    clear();
    if (step === 2 && special) return void saveSpecialAccount();
    if (step === 2 && !isPaid(draft) && !signedIn) {
      const problem = accountProblem(account);
      if (problem) return showError(problem);
      // Spec part 1 §4: the account is also attempted on leaving the step.
      void ensureAccount(account);
    }
    const problem = stepProblem(step, draft, { plan: plan.slug, today });
    if (problem) return showError(problem);
    if (step === LAST_STEP) return void complete();
    goTo(nextStep(step));
  }

  function previous() {
    if (step === 2 && !special) void ensureAccount(account);
    goTo(previousStep(step));
  }

  const paid = isPaid(draft);
  // The server's copy of step 1 is on screen before the app can act on the buttons.
  const hydrated = useHydrated();
  const locked = busy !== null || done || !hydrated;

  return (
    <div className="page booking-page" ref={topRef}>
      <BackButton />
      <header className="booking-header">
        <p className="eyebrow">Book your plan</p>
        <h1>{plan.name} plan</h1>
      </header>
      <WizardSteps current={step} />
      <WizardMessages messages={messages} />
      <section className="booking-card" aria-label={`Step ${step} of ${LAST_STEP}`}>
        {step === 1 ? <PlanStep plan={plan} headingRef={headingRef} /> : null}
        {step === 2 ? (
          <PaymentStep
            plan={plan}
            draft={draft}
            update={update}
            headingRef={headingRef}
            special={special}
            buyer={buyer}
            passwords={passwords}
            onPasswordsChange={setPasswords}
            accountSaved={
              special
                ? draft.accountSavedFor !== null && draft.accountSavedFor === draft.email.trim().toLowerCase()
                : signedIn
            }
            accountSaving={accountSaving || busy === 'account'}
            verification={returnRef && !paid ? verification : null}
            paid={paid}
            paying={busy === 'pay'}
            onPay={() => void pay()}
            onContinue={() => goTo(3)}
            alreadyHasPlan={messages.error === PAYMENT_MESSAGES.alreadyHasPlan}
          />
        ) : null}
        {step === 3 && special ? (
          <MeetingStep
            draft={draft}
            headingRef={headingRef}
            mayOverride={canWith(auth.user?.adminPermissions, 'slotOverride')}
            onDateChange={(date) =>
              update({ meetingDate: date, meetingTime: null, zoomBookingSaved: false, zoomBookingId: null })
            }
            onTimeChange={(time) => void pickTime(time)}
            reserving={busy === 'reserve'}
            saving={busy === 'save'}
            onSave={() => void saveMeeting()}
          />
        ) : null}
        {step === 3 && !special ? (
          <BusinessStep draft={draft} update={update} headingRef={headingRef} minStart={minStartDate(today)} />
        ) : null}
        {step === 4 ? <DesignStep draft={draft} update={update} headingRef={headingRef} special={special} /> : null}
        {step === 5 ? <ContractStep plan={plan} draft={draft} update={update} headingRef={headingRef} /> : null}
      </section>
      <div className="wizard-nav">
        <Button variant="secondary" onClick={previous} disabled={step === 1 || locked}>
          <span aria-hidden>←</span> Previous
        </Button>
        {step === LAST_STEP ? (
          <Button
            onClick={next}
            busy={busy === 'complete' && !done}
            busyLabel="Completing..."
            disabled={locked || (!special && !draft.agreed)}
          >
            {done ? 'Booking complete' : 'Complete Booking'}
          </Button>
        ) : (
          <Button
            onClick={next}
            busy={busy === 'account' || busy === 'advance'}
            busyLabel={busy === 'advance' ? 'Continuing...' : 'Creating account...'}
            disabled={locked}
          >
            {step === 2 && special ? 'Create Account & Continue' : 'Next Step'} <span aria-hidden>→</span>
          </Button>
        )}
      </div>
    </div>
  );
}
