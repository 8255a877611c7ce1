import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_ICONS, toastDuration, type ToastItem } from './Toast';

/** The stack at the top right (spec part 2 §2 Toasts): each toast dismisses itself after its time. */
export function ToastStack({ toasts, onRemove }: { toasts: ToastItem[]; onRemove: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notification">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast-${toast.type}`}
          duration={toastDuration(toast.type, toast)}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onRemove(toast.id);
          }}
        >
          <span className="toast-icon" aria-hidden>
            {TOAST_ICONS[toast.type]}
          </span>
          <div className="toast-text">
            <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
            {toast.description ? (
              <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className="toast-close" aria-label="Dismiss notification">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
