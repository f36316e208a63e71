import type { SVGProps } from 'react';

/**
 * The one shape of every line icon: 24×24, drawn with currentColor. Decorative: the control
 * around each icon carries the accessible name, so it is hidden from assistive technology.
 * Icon sets live in separate files (shell, editing, contact, features) so each page's chunk
 * carries only its own; they all draw on this.
 */
export function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
