import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/rules';

export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'booking', 'file', 'message', 'revision'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastOptions {
  description?: string;
  /** A slot or booking conflict stays longer so it is not missed (spec part 2 §9: 8000 ms). */
  conflict?: boolean;
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  type: ToastType;
  title: string;
}

const ICONS: Record<ToastType, string> = {
  success: '✓',
  error: '!',
  warning: '⚠',
  info: 'i',
  booking: '◆',
  file: '▤',
  message: '✉',
  revision: '✎',
};

/** Spec part 2 §9: default 5000 ms; booking 7000; message 4000; conflict 8000. */
export function toastDuration(type: ToastType, options: ToastOptions = {}): number {
  if (options.duration) return options.duration;
  if (options.conflict) return TOAST_DURATION_MS.conflict;
  if (type === 'booking') return TOAST_DURATION_MS.booking;
  if (type === 'message') return TOAST_DURATION_MS.message;
  return TOAST_DURATION_MS.default;
}

type ShowToast = (type: ToastType, title: string, options?: ToastOptions) => void;
const ToastContext = createContext<ShowToast | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((type, title, options = {}) => {
    setToasts((current) => [...current, { id: nextId++, type, title, ...options }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right" label="Notification">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast-${toast.type}`}
            duration={toastDuration(toast.type, toast)}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
          >
            <span className="toast-icon" aria-hidden>
              {ICONS[toast.type]}
            </span>
            <div className="toast-text">
              <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
              {toast.description ? <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description> : null}
            </div>
            <RadixToast.Close className="toast-close" aria-label="Dismiss notification">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(() => show, [show]);
}
