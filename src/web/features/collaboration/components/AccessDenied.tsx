import { COLLABORATION_ACCESS_DENIED } from '../../../../shared/constants.js';

/** SPEC §6's alert for anyone outside a collaboration who tries its edit area. */
export function AccessDenied({ className = '' }: { className?: string }) {
  return (
    <div role="alert" className={`rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200 ${className}`}>
      <p className="font-medium text-danger">{COLLABORATION_ACCESS_DENIED}</p>
    </div>
  );
}
