import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './Dialog';
import './action-menu.css';

type Confirmation = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'destructive'>;

export interface ActionMenuItem {
  /** The visible text. */
  label: string;
  /** The accessible name when the label alone would be ambiguous in a list ("Delete" of which row). */
  name?: string;
  onSelect: () => Promise<unknown> | void;
  /** Shown in red, after a divider, at the end of the menu. */
  destructive?: boolean;
  /** Asks first: the action runs only on the confirmation's explicit button. */
  confirm?: Confirmation;
  disabled?: boolean;
}

/**
 * The "⋯" menu beside a row's or a screen's main action: secondary and destructive actions live
 * here so a toolbar stays one calm row. Radix gives it arrow keys, typeahead and Esc.
 */
export function ActionMenu({ label, items }: { label: string; items: ActionMenuItem[] }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<ActionMenuItem | null>(null);
  const [confirming, setConfirming] = useState<ActionMenuItem | null>(null);
  const safe = items.filter((item) => !item.destructive);
  const destructive = items.filter((item) => item.destructive);
  const entry = (item: ActionMenuItem) => (
    <DropdownMenu.Item
      key={item.label}
      className={`action-menu-item${item.destructive ? ' is-destructive' : ''}`}
      aria-label={item.name}
      disabled={item.disabled}
      onSelect={() => {
        chosen.current = item;
      }}
    >
      {item.label}
    </DropdownMenu.Item>
  );
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button ref={trigger} type="button" className="btn btn-secondary btn-small btn-icon" aria-label={label}>
            <svg aria-hidden viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              <circle cx="5" cy="12" r="2.1" />
              <circle cx="12" cy="12" r="2.1" />
              <circle cx="19" cy="12" r="2.1" />
            </svg>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="action-menu"
            align="end"
            sideOffset={6}
            collisionPadding={12}
            // The button takes focus back before the chosen action runs: a dialog the action opens
            // (its own or the confirmation) notes the button as its opener and gives focus back to it.
            onCloseAutoFocus={(event) => {
              const item = chosen.current;
              if (!item) return;
              chosen.current = null;
              event.preventDefault();
              trigger.current?.focus();
              if (item.confirm) setConfirming(item);
              else void item.onSelect();
            }}
          >
            {safe.map(entry)}
            {safe.length && destructive.length ? <DropdownMenu.Separator className="action-menu-separator" /> : null}
            {destructive.map(entry)}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming?.confirm ? (
        <ConfirmDialog
          {...confirming.confirm}
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={confirming.onSelect}
        />
      ) : null}
    </>
  );
}
