import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm } from '../components/use-confirm';

// Fetched at the first question: most visits never ask one.
const loadConfirmDialog = () => import('../components/ConfirmDialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

type PendingQuestion = { question: string; resolve: (yes: boolean) => void };

/** Holds the one confirmation dialog of the app, opened through `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingQuestion | null>(null);

  const confirm = useCallback<Confirm>(async (question) => {
    try {
      await loadConfirmDialog();
    } catch {
      // Offline, or a deploy replaced the chunk: the browser's own dialog still asks.
      return window.confirm(question);
    }
    return new Promise<boolean>((resolve) => setPending({ question, resolve }));
  }, []);

  function answer(yes: boolean) {
    pending?.resolve(yes);
    setPending(null);
  }

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog open question={pending.question} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}
