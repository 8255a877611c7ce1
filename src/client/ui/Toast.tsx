import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/rules';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'booking' | 'file' | 'message' | 'revision';

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
// toast, so pages that never show one do not pay for it.
const ToastStack = lazy(() => import('./ToastStack').then((module) => ({ default: module.ToastStack })));

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
