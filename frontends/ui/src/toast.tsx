import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastPlacement, type ToastPlacement } from './toast-placement';
import './ui.css';

/**
 * Product rule (spec section 9): notifications stay 5000 ms, at the bottom of the screen; they move to the top
 * while the bottom would cover the control just used (a form's save button), see toast-placement.ts.
 */
export const TOAST_DURATION_MS = 5000;
/** The stack's distance from the edge of the screen (ui.css, 1.5rem). */
const TOAST_OFFSET_PX = 24;
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}
interface ToastApi {
  show(message: string, kind?: ToastKind): void;
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((message: string, kind: ToastKind = 'info') => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, kind, message }]);
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }), [show]);
  const placement = useToastPlacement(toasts.length);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={`ui-toasts ui-toasts--${placement.value}`} ref={placement.ref} role="status" aria-live="polite" data-placement={placement.value}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * Bottom unless the stack would cover the control the visitor just used (clicked, tapped or typed in) or its
 * form's submit buttons; decided when toasts appear, before paint, and kept until the last one goes.
 */
function useToastPlacement(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const lastControl = useRef<Element | null>(null);
  const [value, setValue] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    const remember = (event: Event) => {
      lastControl.current = event.target instanceof Element ? (event.target.closest(CONTROLS) ?? event.target) : null;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  useLayoutEffect(() => {
    const stack = ref.current;
    if (!count || !stack) return setValue('bottom');
    const used = [lastControl.current, document.activeElement].filter(
      (element): element is Element => element instanceof Element && element !== document.body && element.isConnected && !stack.contains(element),
    );
    const guarded = new Set<Element>(used);
    for (const element of used)
      element
        .closest('form')
        ?.querySelectorAll('[type="submit"]')
        .forEach((submit) => guarded.add(submit));
    const boxes = [...guarded].map((element) => element.getBoundingClientRect());
    setValue((current) => (current === 'top' ? 'top' : toastPlacement(stack.getBoundingClientRect(), boxes, window.innerHeight, TOAST_OFFSET_PX)));
  }, [count]);
  return { ref, value };
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const { t } = useTranslation('ui');
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={`ui-toast ui-toast--${toast.kind}`} data-testid="toast">
      <span className="ui-toast__message">{toast.message}</span>
      <button type="button" className="ui-toast__close" onClick={() => onDismiss(toast.id)} aria-label={t('toast.close')}>
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
