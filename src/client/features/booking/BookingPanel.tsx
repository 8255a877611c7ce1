import type { ReactNode } from 'react';

/** A boxed part of a wizard step, named for assistive technology by its heading. */
export function BookingPanel({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `booking-panel ${className}` : 'booking-panel'} aria-labelledby={titleId}>
      <h3 id={titleId} className="booking-panel-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
