import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsUnavailable, toastsWanted, wantToasts } from './toast.ts';

let loading: Promise<ComponentType> | undefined;
// A failed load (offline before the page was idle) is tried again with the next toast.
const loadHost = () =>
  (loading ??= import('./toast-host.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      toastsUnavailable();
      throw error;
    },
  ));

/**
 * Where toasts appear. Sonner comes after the first paint: once the page has loaded and the
 * browser is idle, or at once when something is said before that (components/toast.ts).
 */
export function ToastArea() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(wantToasts, { timeout: 3000 })
        : setTimeout(wantToasts, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, []);
  useEffect(() => {
    if (!wanted || Host) return;
    let current = true;
    loadHost().then(
      (host) => current && setHost(() => host),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}
