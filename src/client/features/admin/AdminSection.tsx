import { useId, type ReactNode } from 'react';

/** An admin tab's section: its heading (which names it for screen readers), the tab's actions beside it, the body. */
export function AdminSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="admin-stack" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
