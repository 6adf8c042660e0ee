import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { toastsReady } from './toast.ts';

/** Sonner's Toaster, in a chunk of its own; once it listens, the toasts said before it are shown. */
export default function ToastHost() {
  // The Toaster (a child) subscribes in its own effect, which runs before this one.
  useEffect(() => toastsReady(toast), []);
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
