import { Activity, Suspense, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import type { Plan } from '../../../shared/plans';
import { pacificToday } from '../../../shared/schedule';
import { useHydrated } from '../../lib/use-hydrated';
import { BackButton } from '../../ui/BackButton';
import { Spinner } from '../../ui/Spinner';
import type { PaymentReference } from '../payment/use-payment-verification';
import { PlanStep } from './PlanStep';
import {
  BusinessStep,
  ContractStep,
  DesignStep,
  preloadStep,
  WizardStepMeeting,
  WizardStepPayment,
} from './step-screens';
import { useAutoAccount } from './use-auto-account';
import { usePaymentReturn } from './use-payment-return';
import { useSignedInBuyer } from './use-signed-in-buyer';
import { useWizard, type Wizard } from './use-wizard';
import { useWizardNav } from './use-wizard-nav';
import { WizardMessages } from './WizardMessages';
import { WizardNav } from './WizardNav';
import { WizardSteps } from './WizardSteps';
import { LAST_STEP, minStartDate, nextStep, type StepNumber } from './wizard-rules';
import { accountForm, attemptsAccountOnLeaving } from './wizard-state';

/** The five-step booking flow of one plan (spec part 1 §2 /book/{plan}, §4); the step is in the URL. */
export function BookingWizard({
  plan,
  urlStep,
  paymentReturn,
}: {
  plan: Plan;
  urlStep: StepNumber | null;
  paymentReturn: PaymentReference | null;
}) {
  const wizard = useWizard(plan, urlStep, paymentReturn !== null);
  const { special, state, act, stepChanged } = wizard;
  const step = state.draft.step;
  const buyer = useSignedInBuyer(wizard);
  const account = useAutoAccount(accountForm(state), {
    enabled: !special,
    showError: wizard.showError,
    showSuccess: wizard.showSuccess,
  });
  const verification = usePaymentReturn(wizard, paymentReturn);
  const { next, previous } = useWizardNav(wizard, account);
  const topRef = useRef<HTMLDivElement>(null);
  const focusedTitle = useRef<HTMLHeadingElement | null>(null);

  // Screen readers and keyboards follow the step: a step's title takes focus as it comes on screen
  // (with its screen, whose code may arrive after the step changed), and the top comes into view.
  // Only a shown step's title is attached. The ref acts itself rather than put the title in state,
  // which would render the whole wizard a second time before the new step's first paint.
  const titleRef = useCallback(
    (title: HTMLHeadingElement | null) => {
      if (!title || !stepChanged.current || focusedTitle.current === title) return;
      title.focus({ preventScroll: true });
      if (document.activeElement !== title) return;
      focusedTitle.current = title;
      const top = topRef.current;
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    },
    [stepChanged],
  );

  // The next step's code loads while the visitor reads this one, so Next never waits for it.
  useEffect(() => {
    if (step === LAST_STEP) return;
    const preload = () => preloadStep(nextStep(step), special);
    // Safari has no idle callbacks: a short wait keeps the fetch out of the step change itself.
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(preload, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(preload);
    return () => cancelIdleCallback(handle);
  }, [step, special]);

  const { ensureAccount } = account;
  const leftStep = useRef(step);
  useEffect(() => {
    if (attemptsAccountOnLeaving(leftStep.current, state)) void ensureAccount(accountForm(state));
    leftStep.current = step;
    // Only a step change leaves the step; the form's own changes are the auto-account's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // The server's copy of step 1 is on screen before the app can act on the buttons.
  const hydrated = useHydrated();
  const locked = state.busy !== null || state.done || !hydrated;

  // The next step's screen is rendered ahead, hidden, while the visitor reads this one: Next then
  // shows a screen already built rather than building it, which on a phone took most of the wait
  // (issue 37). A step moved back from is built afresh when it comes next again, as it was before
  // pre-rendering: a screen keeps nothing of an earlier visit.
  const [built, setBuilt] = useState({ step, generation: 0 });
  if (built.step !== step) setBuilt({ step, generation: step < built.step ? built.generation + 1 : built.generation });
  const screens = step === LAST_STEP ? [step] : [step, nextStep(step)];

  return (
    <div className="page booking-page" ref={topRef}>
      <BackButton />
      <header className="booking-header">
        <p className="eyebrow">Book your plan</p>
        <h1>{plan.name} plan</h1>
      </header>
      <WizardSteps current={step} />
      <WizardMessages
        error={state.error?.message ?? null}
        success={state.success}
        onDismissError={() => void act({ type: 'dismissError' })}
        onClear={() => void act({ type: 'clearMessages' })}
      />
      <section className="booking-card" aria-label={`Step ${step} of ${LAST_STEP}`}>
        <Suspense fallback={<Spinner size="large" label={`Loading step ${step}`} />}>
          {screens.map((screen) => (
            <Activity key={`${screen}-${built.generation}`} mode={screen === step ? 'visible' : 'hidden'}>
              {screen === 2 ? (
                <WizardStepPayment
                  wizard={wizard}
                  account={account}
                  buyer={buyer}
                  verification={verification}
                  headingRef={titleRef}
                />
              ) : (
                <FormStep step={screen} wizard={wizard} headingRef={titleRef} />
              )}
            </Activity>
          ))}
        </Suspense>
      </section>
      <WizardNav
        step={step}
        special={special}
        busy={state.busy}
        done={state.done}
        locked={locked}
        agreed={state.draft.agreed}
        onPrevious={previous}
        onNext={next}
        onNextIntent={() => preloadStep(nextStep(step), special)}
      />
    </div>
  );
}

/** The steps that only show and edit the draft, and admin_special's meeting. */
function FormStep({
  step,
  wizard,
  headingRef,
}: {
  step: StepNumber;
  wizard: Wizard;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { plan, special, state, edit } = wizard;
  const { draft } = state;
  switch (step) {
    case 1:
      return <PlanStep plan={plan} headingRef={headingRef} />;
    case 3:
      return special ? (
        <WizardStepMeeting wizard={wizard} headingRef={headingRef} />
      ) : (
        <BusinessStep draft={draft} update={edit} headingRef={headingRef} minStart={minStartDate(pacificToday())} />
      );
    case 4:
      return <DesignStep draft={draft} update={edit} headingRef={headingRef} special={special} />;
    case 5:
      return <ContractStep plan={plan} draft={draft} update={edit} headingRef={headingRef} />;
    default:
      return null;
  }
}
