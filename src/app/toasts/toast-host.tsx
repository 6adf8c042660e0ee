import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { toastsReady } from './toast.ts';

const LIVE_REGION_SETTLE_MS = 150;

/** Sonner's Toaster, in a chunk of its own; once it listens, the toasts said before it are shown. */
export default function ToastHost() {
  // The Toaster (a child) subscribes in its own effect, which runs before this one; what waited is
  // said a moment later, so that screen readers hear it in a live region already on the page.
  useEffect(() => {
    const timer = setTimeout(() => toastsReady(toast), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
