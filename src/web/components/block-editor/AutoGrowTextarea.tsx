import type { ComponentPropsWithRef } from 'react';

export type AutoGrowTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'value'> & { value: string };

/**
 * A textarea as tall as its text. An invisible copy of the text sits in the same grid cell
 * and sizes the cell, so the height follows in the same layout pass as the typing: no
 * measuring after render, no scrollbar flicker, no jump.
 */
export function AutoGrowTextarea({ value, className = '', ...props }: AutoGrowTextareaProps) {
  return (
    <div className="autogrow" data-value={value}>
      <textarea rows={1} value={value} className={`field ${className}`} {...props} />
    </div>
  );
}
