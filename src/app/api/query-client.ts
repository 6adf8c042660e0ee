import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused call (4xx) will be refused again; only network trouble is worth retrying.
      retry: (count, error) => count < 2 && isApiError(error) && (error.status === 0 || error.status >= 500),
    },
  },
});
