import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ConfirmProvider } from './components/ConfirmProvider';

/** What wraps the router, the same on the server and in the browser so that hydration matches. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <AnnounceReady />
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Tells boot.ts that the app has taken the page over, so that it makes again a press it kept
 * meanwhile (effects run once the hydration is committed, and never on the server). It is
 * here, in the tree the server renders too, because anything the browser alone added around
 * the app would shift the ids React's useId gives, and the server's HTML would not match.
 */
function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event('agora:app-ready'));
  }, []);
  return null;
}
