import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change by asking again; network trouble and 5xx might.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
