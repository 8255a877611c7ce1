import { Button } from '../../ui/Button';
import { LAST_STEP, type StepNumber } from './wizard-rules';
import type { Busy } from './wizard-state';

/** Previous and Next Step under the card; Complete Booking on the last step (spec part 1 §2). */
export function WizardNav({
  step,
  special,
  busy,
  done,
  locked,
  agreed,
  onPrevious,
  onNext,
  onNextIntent,
}: {
  step: StepNumber;
  special: boolean;
  busy: Busy;
  done: boolean;
  /** Waiting for a call, finished, or not yet hydrated: no button acts. */
  locked: boolean;
  agreed: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The pointer or focus is on Next: time to fetch the next step's code if it is not here yet. */
  onNextIntent: () => void;
}) {
  return (
    <div className="wizard-nav">
      <Button variant="secondary" onClick={onPrevious} disabled={step === 1 || locked}>
        <span aria-hidden>←</span> Previous
      </Button>
      {step === LAST_STEP ? (
        <Button
          onClick={onNext}
          busy={busy === 'complete' && !done}
          busyLabel="Completing..."
          disabled={locked || (!special && !agreed)}
        >
          {done ? 'Booking complete' : 'Complete Booking'}
        </Button>
      ) : (
        <Button
          onClick={onNext}
          onPointerEnter={onNextIntent}
          onFocus={onNextIntent}
          busy={busy === 'account' || busy === 'advance'}
          busyLabel={busy === 'advance' ? 'Continuing...' : 'Creating account...'}
          disabled={locked}
        >
          {step === 2 && special ? 'Create Account & Continue' : 'Next Step'} <span aria-hidden>→</span>
        </Button>
      )}
    </div>
  );
}
