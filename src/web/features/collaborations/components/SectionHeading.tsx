import type { ReactNode } from 'react';

/** The heading of an edit area section, under the page's h1 (the collaboration's title). */
export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{children}</h2>;
}
