import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { afterLoadWhenIdle } from '../browser/after-load.ts';
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
 * browser is idle, or at once when something is said before that (toast.ts).
 */
export function ToastArea() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => afterLoadWhenIdle(wantToasts), []);
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
