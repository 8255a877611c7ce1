import { useId, type ButtonHTMLAttributes } from 'react';
import { useTakeover } from './use-takeover';

/**
 * A plain link to `href` until the app has taken over, then a button with the app's own behaviour
 * (an animation, a filter applied in place). A click before the scripts run, or without them, still
 * goes where the button would have taken the visitor.
 */
export function LinkUntilReady({
  href,
  className,
  children,
  ...button
}: { href: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const [, takenOver] = useTakeover();
  const name = useId();
  if (!takenOver)
    return (
      <a href={href} className={className} data-takeover={name}>
        {children}
      </a>
    );
  return (
    <button type="button" className={className} data-takeover={name} {...button}>
      {children}
    </button>
  );
}
