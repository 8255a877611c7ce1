import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { revealHorizontally, useScrollEdges } from './use-scroll-edges';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** A count shown beside the label, as the admin tabs do. */
  count?: number;
  content: ReactNode;
}

/**
 * Tabs with arrow-key navigation between triggers (Radix handles focus and ARIA). When the row is
 * wider than the screen it scrolls sideways; a fade on either edge says more tabs hide there, and
 * the active tab is scrolled into view.
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);
  useEffect(() => {
    const scroller = list.current;
    const active = scroller?.querySelector<HTMLElement>('[data-state="active"]');
    if (scroller && active) revealHorizontally(scroller, active);
  }, [value]);
  return (
    <RadixTabs.Root className="tabs" value={value} onValueChange={onValueChange}>
      <div className="tabs-bar" data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
        <RadixTabs.List ref={list} className="tabs-list" aria-label={label}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
              {item.label}
              {item.count !== undefined ? <span className="tabs-count">{item.count}</span> : null}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs-content">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
