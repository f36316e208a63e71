import type { ReactNode } from 'react';

/** The frame of the Privacy Policy and Licensing pages: a heading, an introduction, sections. */
export function LegalPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>
        <div className="mt-10 space-y-10">{children}</div>
      </div>
    </div>
  );
}
