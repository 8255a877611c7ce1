import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { focusNear, followRow, placeOf, type RowPlace } from './return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** For large media, like the website-example images. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Where focus goes back to when a modal closes (WCAG 2.4.3). Radix returns it to its own Trigger,
 * but our dialogs open from state, so without this focus fell to the page's body and the next Tab
 * started again at the top. The opener is the element that had focus as the modal opened (a menu
 * hands focus back to its button first: ui/ActionMenu). When the dialog's action took the opener's
 * row away, its neighbour takes focus; when it takes the row away later, on the next refresh, too.
 */
function useFocusReturn() {
  const opener = useRef<Element | null>(null);
  const place = useRef<RowPlace | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
      place.current = placeOf(opener.current);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
        followRow(opener.current);
      } else if (place.current) {
        focusNear(place.current);
      }
      opener.current = null;
      place.current = null;
    },
  };
}

/** A modal with a title and a close button; Esc and the backdrop close it, focus stays inside and then returns. */
export function Dialog({ open, onOpenChange, title, description, wide = false, children }: DialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        {/* Without a description Radix wants aria-describedby set to undefined explicitly. */}
        <RadixDialog.Content
          className={`dialog-content${wide ? ' dialog-wide' : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close className="dialog-close" aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A dialog form's buttons: the way back out (Cancel), then its submit button, the primary action,
 * last; the submit button shows `busyLabel` while the form's action runs.
 */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  destructive = false,
  disabled,
  busy = false,
  busyLabel,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  destructive?: boolean;
  disabled?: boolean;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'danger' : 'primary'}
        disabled={disabled}
        busy={busy}
        busyLabel={busyLabel}
      >
        {submitLabel}
      </Button>
    </div>
  );
}

export interface ConfirmDialogProps {
  /** The control that opens the confirmation; leave it out to open it with `open` instead. */
  trigger?: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown> | void;
  /** Controlled use, for a confirmation opened from a menu item (ui/ActionMenu). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the confirmation asks besides yes or no (an optional reason). */
  children?: ReactNode;
}

/** "Cancel" beside "Cancel Booking" reads as the same thing: there, the way out keeps what it names. */
const dismissLabel = (confirmLabel: string) =>
  /^Cancel /.test(confirmLabel) ? confirmLabel.replace(/^Cancel /, 'Keep ') : 'Cancel';

/** Asks before a destructive action; the action runs only on the explicit confirm button. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
  open: controlledOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [busy, setBusy] = useState(false);
  const focusReturn = useFocusReturn();
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content dialog-narrow" {...focusReturn}>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          {children}
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{dismissLabel(confirmLabel)}</Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
