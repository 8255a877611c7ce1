import { createElement, lazy, type ComponentType } from 'react';
import { stepScreenName } from './wizard-screens';
import type { StepNumber } from './wizard-rules';

// Steps 2 to 5 each load their own code when reached: step 1 (the plan and its price, what the
// server renders and most visitors see) ships without the payment form, the meeting picker, the
// agreement or the form fields. The wizard loads the next step's code ahead (preloadStep).

/**
 * A step's screen that loads its code on first use. React.lazy suspends on its first render even
 * when the code already arrived (a preload, the route's loader), and the spinner it shows for that
 * moment makes the page jump; once loaded, the screen renders directly.
 */
function lazyScreen<Module, Props extends object>(
  importModule: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | null = null;
  const load = () =>
    importModule().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => load().then((screen) => ({ default: screen })));
  const Screen = (props: Props) => createElement(loaded ?? Lazy, props);
  return { Screen, load };
}

const payment = lazyScreen(
  () => import('./WizardStepPayment'),
  (m) => m.WizardStepPayment,
);
const business = lazyScreen(
  () => import('./BusinessStep'),
  (m) => m.BusinessStep,
);
const meeting = lazyScreen(
  () => import('./WizardStepMeeting'),
  (m) => m.WizardStepMeeting,
);
const design = lazyScreen(
  () => import('./DesignStep'),
  (m) => m.DesignStep,
);
const contract = lazyScreen(
  () => import('./ContractStep'),
  (m) => m.ContractStep,
);

export const WizardStepPayment = payment.Screen;
export const BusinessStep = business.Screen;
export const WizardStepMeeting = meeting.Screen;
export const DesignStep = design.Screen;
export const ContractStep = contract.Screen;

const SCREENS = { payment, business, meeting, design, contract };

/** The lazily loaded screen of a step; step 1's is always there. */
function screenOf(step: StepNumber, special: boolean) {
  const name = stepScreenName(step, special);
  return name ? SCREENS[name] : null;
}

/** The code of a step's screen (fetched once: the browser caches modules). */
export function loadStep(step: StepNumber, special: boolean): Promise<unknown> {
  return screenOf(step, special)?.load() ?? Promise.resolve();
}

/** Fetches a step's code ahead of need. A failed preload is retried when the step is reached, where its error shows. */
export function preloadStep(step: StepNumber, special: boolean): void {
  void loadStep(step, special).catch(() => undefined);
}
