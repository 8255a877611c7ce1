import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A payment page's ways on: its own next steps, then home, as weighty as the page wants it. */
export function PayActions({
  children,
  home,
  className,
}: {
  children?: ReactNode;
  home: 'primary' | 'secondary' | 'ghost';
  className?: string;
}) {
  return (
    <div className={className ? `pay-actions ${className}` : 'pay-actions'}>
      {children}
      <Link to="/" className={`btn btn-${home}`}>
        Back to Home
      </Link>
    </div>
  );
}
