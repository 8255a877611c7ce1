import type { ReactNode } from 'react';
import './admin.css';

/** What an admin sees of an area their account has no access to: one clear refusal, no half-working screen. */
export function AccessRestricted({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <section className="dash-card admin-restricted" aria-labelledby="restricted-title">
      <h2 id="restricted-title">Access Restricted</h2>
      <p>{message}</p>
      {children}
    </section>
  );
}
