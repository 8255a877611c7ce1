import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** A count shown beside the label, as the admin tabs do. */
  count?: number;
  content: ReactNode;
}

/** Tabs with arrow-key navigation between triggers (Radix handles focus and ARIA). */
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
  return (
    <RadixTabs.Root className="tabs" value={value} onValueChange={onValueChange}>
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
            {item.label}
            {item.count !== undefined ? <span className="tabs-count">{item.count}</span> : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs-content">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
