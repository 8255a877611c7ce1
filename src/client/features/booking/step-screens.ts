import { lazy } from 'react';
import type { StepNumber } from './wizard-rules';

// Steps 2 to 5 each load their own code when reached: step 1 (the plan and its price, what the
// server renders and most visitors see) ships without the payment form, the meeting picker, the
// agreement or the form fields. The wizard loads the next step's code ahead (preloadStep).
const loaders = {
  payment: () => import('./WizardStepPayment'),
  business: () => import('./BusinessStep'),
  meeting: () => import('./WizardStepMeeting'),
  design: () => import('./DesignStep'),
  contract: () => import('./ContractStep'),
};

export const WizardStepPayment = lazy(() => loaders.payment().then((m) => ({ default: m.WizardStepPayment })));
export const BusinessStep = lazy(() => loaders.business().then((m) => ({ default: m.BusinessStep })));
export const WizardStepMeeting = lazy(() => loaders.meeting().then((m) => ({ default: m.WizardStepMeeting })));
export const DesignStep = lazy(() => loaders.design().then((m) => ({ default: m.DesignStep })));
export const ContractStep = lazy(() => loaders.contract().then((m) => ({ default: m.ContractStep })));

/** Fetches (once: the browser caches modules) the code of a step's screen; step 1's is always there. */
export function preloadStep(step: StepNumber, special: boolean): void {
  const load =
    step === 2
      ? loaders.payment
      : step === 3
        ? special
          ? loaders.meeting
          : loaders.business
        : step === 4
          ? loaders.design
          : step === 5
            ? loaders.contract
            : null;
  // A failed preload is retried when the step is reached, where its error shows.
  void load?.().catch(() => undefined);
}
