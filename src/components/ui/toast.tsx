import { faCircleCheck, faCircleExclamation, faCircleInfo, faXmark } from '@fortawesome/free-solid-svg-icons';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastOptions = {
  /** Time on screen; 0 or less keeps it until dismissed. Default 3000 ms (the spec's settings banners). */
  durationMs?: number;
};

export type ToastApi = {
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

type ToastItem = { id: number; tone: ToastTone; message: string; durationMs: number };

export const DEFAULT_TOAST_DURATION_MS = 3000;

const ToastContext = createContext<ToastApi | null>(null);

const TONE_ICONS = { success: faCircleCheck, error: faCircleExclamation, info: faCircleInfo } as const;

/** Short result banners: success/info as role="status", errors as role="alert". */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback((tone: ToastTone, message: string, options?: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    const durationMs = options?.durationMs ?? DEFAULT_TOAST_DURATION_MS;
    setToasts((list) => [...list, { id, tone, message, durationMs }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext value={api}>
      {children}
      <div className="ui-toaster">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, tone, message, durationMs } = toast;

  useEffect(() => {
    if (!(durationMs > 0) || !Number.isFinite(durationMs)) return;
    const timer = window.setTimeout(() => onDismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  return (
    <div className={`ui-toast ui-toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={TONE_ICONS[tone]} className="ui-toast__icon" />
      <p className="ui-toast__message">{message}</p>
      <Button variant="ghost" size="sm" iconOnly icon={faXmark} aria-label="Dismiss" className="ui-toast__dismiss" onClick={() => onDismiss(id)} />
    </div>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
