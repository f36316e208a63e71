import type { InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The server's (or the form's) message about this field, shown under it and tied to it. */
  error?: string | null | undefined;
  /**
   * Read the error out as it appears. Leave it off where the form already announces a
   * summary of the same words (SaveError), or screen readers hear them twice.
   */
  announceError?: boolean;
  /** Classes of the wrapper, for its place in a grid. */
  className?: string | undefined;
  /** Extra classes of the input itself, e.g. a larger title. */
  inputClassName?: string | undefined;
};

/** A labelled input with its hint and the word about what is wrong with it: every form's text field. */
export function TextField({ id, label, hint, error, announceError = false, className, inputClassName, ...input }: TextFieldProps) {
  // A description of the caller's own (e.g. instructions above the form) comes first.
  const describedBy = [input['aria-describedby'], hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field mt-1 aria-[invalid=true]:border-danger ${inputClassName ?? ''}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announceError ? 'alert' : undefined} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
