import { useId, useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { EARLY_CLICK } from '../../shared/first-interaction';
import { useTakeover } from './use-takeover';

/**
 * A plain link to `href` until the app has taken over, then a button with the app's own behaviour
 * (an animation, a filter applied in place). Without scripts a click still goes where the button
 * would have taken the visitor; a click while they start waits for them (main.tsx).
 */
export function LinkUntilReady({
  href,
  className,
  children,
  ...rest
}: { href: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const [, takenOver] = useTakeover();
  const name = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Clicked as a link before the app ran (main.tsx held it): the button answers that click now.
  useLayoutEffect(() => {
    const marks = document.documentElement.dataset;
    if (!takenOver || marks[EARLY_CLICK] !== name) return;
    delete marks[EARLY_CLICK];
    button.current?.click();
  }, [takenOver, name]);
  if (!takenOver)
    return (
      <a href={href} className={className} data-takeover={name}>
        {children}
      </a>
    );
  return (
    <button ref={button} type="button" className={className} data-takeover={name} {...rest}>
      {children}
    </button>
  );
}
