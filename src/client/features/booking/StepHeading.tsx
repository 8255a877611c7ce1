import { forwardRef, type ReactNode } from 'react';

/** A step's title; the wizard moves focus here on every step change so screen readers follow. */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode; intro?: ReactNode }>(
  function StepHeading({ children, intro }, ref) {
    return (
      <header className="wizard-step-header">
        <h2 ref={ref} tabIndex={-1} className="wizard-step-title">
          {children}
        </h2>
        {intro ? <p className="muted">{intro}</p> : null}
      </header>
    );
  },
);
