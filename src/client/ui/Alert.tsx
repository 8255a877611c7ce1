import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

/** An inline message box; errors can be dismissed when `onDismiss` is given. */
export function Alert({ tone, children, onDismiss }: { tone: Tone; children: ReactNode; onDismiss?: () => void }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert-body">{children}</div>
      {onDismiss ? (
        <button type="button" className="alert-dismiss" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      ) : null}
    </div>
  );
}
