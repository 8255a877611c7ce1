// The booking wizard's later steps load their screens' code when reached (step-screens.ts). The
// server needs to know the same thing: the wizard's route declares which screen an address opens
// at, and a shell opened at a later step names that screen's code up front (ssr/renderer.ts).

export type StepScreenName = 'payment' | 'business' | 'meeting' | 'design' | 'contract';

/** The screen of a later step: step 3 is the Zoom meeting on the admins' special plan, business details otherwise. */
export function stepScreenName(step: number, special: boolean): StepScreenName | null {
  switch (step) {
    case 2:
      return 'payment';
    case 3:
      return special ? 'meeting' : 'business';
    case 4:
      return 'design';
    case 5:
      return 'contract';
    default:
      return null;
  }
}

/** Each screen's module as Vite's build manifest names it; step-screens.test.ts holds it to the imports. */
export const STEP_SCREEN_MODULES: Record<StepScreenName, string> = {
  payment: 'features/booking/WizardStepPayment.tsx',
  business: 'features/booking/BusinessStep.tsx',
  meeting: 'features/booking/WizardStepMeeting.tsx',
  design: 'features/booking/DesignStep.tsx',
  contract: 'features/booking/ContractStep.tsx',
};
