import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';

type SaveErrorProps = {
  /** What failed, e.g. 'Error inserting new post'. */
  label: string;
  error: Error;
  /** A way on, e.g. a link to sign in. */
  children?: ReactNode;
};

/** A refused or failed save: the label, the server's message and every field it named. */
export function SaveError({ label, error, children }: SaveErrorProps) {
  const details =
    error instanceof ApiError && error.fields
      ? [...new Set(Object.values(error.fields))].filter((message) => message !== error.message)
      : [];
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200">
      <p className="font-semibold text-danger">{label}</p>
      <p className="mt-1 text-slate-800">{error.message}</p>
      {details.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
