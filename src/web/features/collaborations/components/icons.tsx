import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';

// Decorative: the control around each one has the accessible name.
function Icon({ size = 18, strokeWidth = 2, children }: { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <LineIcon width={size} height={size} strokeWidth={strokeWidth}>
      {children}
    </LineIcon>
  );
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </Icon>
  );
}

export function PencilIcon({ size = 14 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2.25}>
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={16} strokeWidth={3}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
