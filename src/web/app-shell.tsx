import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmProvider } from './shell/ConfirmProvider';

type AppShellProps = {
  queryClient: QueryClient;
  /** The texts in the reader's language: the browser's one instance, or each server render's own. */
  i18n: I18n;
  children: ReactNode;
};

/** What wraps the router, the same on the server and in the browser so that hydration matches. */
export function AppShell({ queryClient, i18n, children }: AppShellProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>{children}</ConfirmProvider>
          <AnnounceReady />
        </QueryClientProvider>
      </I18nextProvider>
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
