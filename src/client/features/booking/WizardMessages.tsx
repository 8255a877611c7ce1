import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/Alert';

/** The wizard's message area: a dismissable error, a success note and Clear Messages while any shows. */
export function WizardMessages({
  error,
  success,
  onDismissError,
  onClear,
}: {
  error: string | null;
  success: string | null;
  onDismissError: () => void;
  onClear: () => void;
}) {
  const area = useRef<HTMLDivElement>(null);

  // The buttons that fail sit low on the page (Pay, Book This Meeting); bring their error into
  // view. Success notes never scroll: one arrives while the visitor is still typing on step 2.
  useEffect(() => {
    const element = area.current;
    if (!element || !error) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);

  return (
    <div className="wizard-messages" ref={area} aria-live="polite">
      {error ? (
        <Alert tone="error" onDismiss={onDismissError}>
          {error}
        </Alert>
      ) : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      {error || success ? (
        <button type="button" className="link-button wizard-clear" onClick={onClear}>
          Clear Messages
        </button>
      ) : null}
    </div>
  );
}
