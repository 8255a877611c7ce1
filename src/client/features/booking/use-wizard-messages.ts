import { useCallback, useEffect, useRef, useState } from 'react';

export interface WizardMessages {
  error: string | null;
  success: string | null;
  showError(message: string): void;
  /** A success message; `hideAfterMs` removes it again unless another message replaced it. */
  showSuccess(message: string, hideAfterMs?: number): void;
  dismissError(): void;
  clear(): void;
}

/** The wizard's one error and one success message (spec part 1 §2: both clear on every step change). */
export function useWizardMessages(): WizardMessages {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const showError = useCallback((message: string) => {
    setError(message);
    setSuccess(null);
  }, []);

  const showSuccess = useCallback((message: string, hideAfterMs?: number) => {
    clearTimeout(hideTimer.current);
    setSuccess(message);
    setError(null);
    if (hideAfterMs)
      hideTimer.current = setTimeout(
        () => setSuccess((current) => (current === message ? null : current)),
        hideAfterMs,
      );
  }, []);

  const dismissError = useCallback(() => setError(null), []);

  const clear = useCallback(() => {
    clearTimeout(hideTimer.current);
    setError(null);
    setSuccess(null);
  }, []);

  return { error, success, showError, showSuccess, dismissError, clear };
}
