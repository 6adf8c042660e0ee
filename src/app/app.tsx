import { QueryClientProvider } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { setUnauthorizedHandler } from './api/client.ts';
import { forgetLoadedData, queryClient } from './api/query-client.ts';
import { startServiceWorker } from './offline/service-worker.ts';
import { AppRouter } from './routing/app-router.tsx';
import { startProgressSync } from './progress-sync/progress-sync.ts';
import { startAccountLanguageSync } from './api/account-language.ts';
import { startSessionHousekeeping } from './api/session-housekeeping.ts';
import { UpdateOffer } from './shell/update-offer.tsx';
import { ToastArea } from './toasts/toast-area.tsx';
import { clearSession } from './session/session-store.ts';
import './theme/base.css';

const LOGIN_PAGES = ['/login', '/admin/login'];

// AUTHORIZATION_REQUIRED outside a login page: forget the session and everything loaded with it,
// then sign in again and come back (docs/product.md §4).
setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  if (LOGIN_PAGES.includes(pathname)) return;
  clearSession();
  void forgetLoadedData();
  const login = pathname.startsWith('/admin') ? '/admin/login' : '/login';
  navigate(`${login}?next=${encodeURIComponent(pathname + search)}`, { replace: true });
});

startSessionHousekeeping();
startProgressSync();
startAccountLanguageSync();
startServiceWorker();

export function App() {
  return (
    // What the device kept is in the cache before this renders (main.tsx, restoreDeviceCache).
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <UpdateOffer />
      <ToastArea />
    </QueryClientProvider>
  );
}
