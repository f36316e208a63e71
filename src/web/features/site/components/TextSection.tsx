import type { ReactNode } from 'react';

/** A titled block of running text on the public pages. */
export function TextSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-bold tracking-tight text-brand-900">{heading}</h2>
      <div className="mt-3 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
