import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More content hides to the left of the visible part. */
  before: boolean;
  /** More content hides to the right of the visible part. */
  after: boolean;
}

/** Which sides of a horizontal scroller still hide content, kept current on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // One pixel of slack: zoomed layouts leave fractional scroll positions at the ends.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Scrolls a horizontal scroller just enough to show `child`, without moving the page vertically. */
export function revealHorizontally(scroller: HTMLElement, child: HTMLElement) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The scroller is positioned (components.css), so offsetLeft is measured from its own edge.
  const start = child.offsetLeft;
  const end = start + child.offsetWidth;
  // A little of the neighbour stays visible so the fade still says there is more.
  const margin = 32;
  let left: number | null = null;
  if (start - margin < scroller.scrollLeft) left = Math.max(0, start - margin);
  else if (end + margin > scroller.scrollLeft + scroller.clientWidth) left = end + margin - scroller.clientWidth;
  if (left !== null) scroller.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
}
