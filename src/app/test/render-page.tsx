import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages } from '../../../locales/de/messages.po';
import { newMutationCache } from '../api/mutation-errors.ts';
import ToastHost from '../toasts/toast-host.tsx';

/** Renders a page as the app would (German catalogue, query client, router, toasts) for component tests. */
export function renderPage(page: ReactNode, path = '/') {
  i18n.loadAndActivate({ locale: 'de', messages });
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({
    mutationCache: newMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {page}
        </Router>
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, location };
}
