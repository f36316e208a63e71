import type { ReactNode } from 'react';

type BlockButtonProps = {
  ref: (element: HTMLButtonElement | null) => void;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** A round icon button of a block's head (Move up, Move down, Delete), named by its label. */
export function BlockButton({ ref, label, disabled, danger, onClick, children }: BlockButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={
        'grid size-10 place-items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-30 ' +
        (danger ? 'text-danger hover:bg-red-50' : 'text-brand-900 hover:bg-brand-100')
      }
    >
      {children}
    </button>
  );
}
