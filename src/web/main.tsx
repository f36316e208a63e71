import './styles.css';
import './lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConfirmProvider } from './components/ConfirmProvider';
import { loadProjectsMenu } from './components/Header';
import { queryClient } from './lib/query-client';
import { whenIdleAfterLoad } from './lib/when-idle';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>
  </StrictMode>,
);

// Once the first page is on screen and the browser rests, fetch the header's PROJECTS menu,
// so that its first press opens it at once without competing with the page itself.
function prefetchAfterFirstPage() {
  whenIdleAfterLoad(() => void loadProjectsMenu());
}
if (router.state.initialized) {
  prefetchAfterFirstPage();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    prefetchAfterFirstPage();
  });
}
