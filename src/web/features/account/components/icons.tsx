import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';

// Decorative line icons of the Security page; the button or row around each names it.
function Icon({ children, className = 'size-5' }: { children: ReactNode; className?: string }) {
  return <LineIcon className={className}>{children}</LineIcon>;
}

export function DownloadIcon() {
  return (
    <Icon className="size-4">
      <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
    </Icon>
  );
}

export function PhoneIcon() {
  return (
    <Icon className="size-6">
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </Icon>
  );
}
