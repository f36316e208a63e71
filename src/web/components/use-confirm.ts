import { createContext, use } from 'react';

/** Asks a yes/no question; resolves true for Yes, false for No or Escape. */
export type Confirm = (question: string) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** `if (await confirm(t('…'))) …` from any page under ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
