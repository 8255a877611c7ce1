import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS } from '../../shared/rules';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'booking' | 'file' | 'message' | 'revision';

export const TOAST_ICONS: Record<ToastType, string> = {
  success: '✓',
  error: '!',
  warning: '⚠',
  info: 'i',
  booking: '◆',
  file: '▤',
  message: '✉',
  revision: '✎',
};

export interface ToastOptions {
  description?: string;
  /** A slot or booking conflict stays longer so it is not missed (spec part 2 §9: 8000 ms). */
  conflict?: boolean;
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  type: ToastType;
  title: string;
}

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

// The stack's code (Radix Toast: focus, swipe, the F8 region, announcements) loads with the first
// toast, so pages that never show one do not pay for it. When it cannot be fetched (offline, and
// that first toast often says so), the toasts show without it: a failed lazy import would
// otherwise take the whole app down, and what the person typed with it.
const ToastStack = lazy(() =>
  import('./ToastStack').then((module) => ({ default: module.ToastStack })).catch(() => ({ default: PlainToasts })),
);

/**
 * The toasts without Radix's code, for a tab that cannot fetch it (offline before its first toast):
 * the message a failed request sets out to show still shows, and the page stays as it was.
 */
function PlainToasts({ toasts, onRemove }: { toasts: ToastItem[]; onRemove: (id: number) => void }) {
  return (
    <section className="toast-viewport" aria-label="Notifications">
      {toasts.map((toast) => (
        <PlainToast key={toast.id} toast={toast} onRemove={onRemove} />
      ))}
    </section>
  );
}

function PlainToast({ toast, onRemove }: { toast: ToastItem; onRemove: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onRemove(toast.id), toastDuration(toast.type, toast));
    return () => clearTimeout(timer);
  }, [toast, onRemove]);
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast-icon" aria-hidden>
        {TOAST_ICONS[toast.type]}
      </span>
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        onClick={() => onRemove(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((type, title, options = {}) => {
    setToasts((current) => [...current, { id: nextId++, type, title, ...options }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onRemove={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(() => show, [show]);
}
