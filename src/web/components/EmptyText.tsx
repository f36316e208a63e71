import type { ReactNode } from 'react';

/** What a list shows when it holds nothing: a sentence saying so, from the catalogue. */
export function EmptyText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-5 text-center text-slate-600 ${className}`}>
      {children}
    </p>
  );
}
