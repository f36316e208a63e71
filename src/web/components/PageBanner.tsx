import type { ReactNode } from 'react';

/**
 * The full-width opening of About and Project, which take the place of the header's coloured
 * band on wide screens. Drawn with CSS and an inline shape, so it costs no request and has
 * its size from the first paint.
 */
export function PageBanner({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      {/* A low sun over the hills, as in the site's own pictures. */}
      <div
        aria-hidden="true"
        className="absolute top-12 right-[10%] hidden size-32 rounded-full bg-accent-300 shadow-[0_0_3rem_0.5rem_rgb(251_194_116/0.45)] sm:block lg:size-40"
      />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 160"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-24"
      >
        <path d="M0 96 C240 40 480 40 720 88 C960 136 1200 132 1440 72 V160 H0 Z" fill="var(--color-accent-400)" />
        <path d="M0 128 C300 80 560 96 800 120 C1040 144 1260 136 1440 108 V160 H0 Z" fill="var(--color-brand-50)" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100 sm:text-xl">{lead}</p>
        {children}
      </div>
    </div>
  );
}
