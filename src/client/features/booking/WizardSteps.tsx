import { STEP_LABELS, type StepNumber } from './wizard-rules';

/** The numbered steps header: Plan, Payment, Meeting, Info, Contract (spec part 1 §2). */
export function WizardSteps({ current }: { current: StepNumber }) {
  return (
    <nav className="wizard-steps" aria-label="Booking progress">
      <ol>
        {STEP_LABELS.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              className={`wizard-step wizard-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-step-number" aria-hidden>
                {state === 'done' ? '✓' : number}
              </span>
              <span className="wizard-step-label">
                <span className="sr-only">Step {number}: </span>
                {label}
                {state === 'done' ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="wizard-step-count" aria-hidden>
        Step {current} of {STEP_LABELS.length}: {STEP_LABELS[current - 1]}
      </p>
    </nav>
  );
}
