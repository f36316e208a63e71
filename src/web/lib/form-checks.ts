/**
 * What is wrong with a field by the rules its markup declares (`required`, `type="email"`,
 * `minLength`, `min`/`max`), as the browser measures them (`validity`): the site's forms turn the
 * browser's own check off (`noValidate`), whose bubble speaks the browser's language and not the
 * site's, and say the same in their own words beside the field (use-form-checks.ts).
 */
export type FieldProblem =
  | { kind: 'missing'; control: 'text' | 'box' | 'choice' }
  | { kind: 'email' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'invalid' };

/** What of a form control the problem is read from: an input, a text area or a select has it all. */
export interface MeasuredControl {
  type: string;
  minLength?: number;
  maxLength?: number;
  min?: string;
  max?: string;
  validity: Pick<
    ValidityState,
    'valid' | 'valueMissing' | 'typeMismatch' | 'tooShort' | 'tooLong' | 'rangeUnderflow' | 'rangeOverflow' | 'stepMismatch' | 'badInput'
  >;
}

const CHOICES = new Set(['radio', 'select-one', 'select-multiple']);

/** The one thing to say about a control, or null when it keeps its markup's rules. */
export function problemOf(control: MeasuredControl): FieldProblem | null {
  const { validity } = control;
  if (validity.valid) return null;
  if (validity.valueMissing) {
    return { kind: 'missing', control: control.type === 'checkbox' ? 'box' : CHOICES.has(control.type) ? 'choice' : 'text' };
  }
  if (validity.typeMismatch) return control.type === 'email' ? { kind: 'email' } : { kind: 'invalid' };
  if (validity.tooShort && control.minLength !== undefined && control.minLength > 0) return { kind: 'tooShort', min: control.minLength };
  if (validity.tooLong && control.maxLength !== undefined && control.maxLength >= 0) return { kind: 'tooLong', max: control.maxLength };
  if (validity.rangeUnderflow || validity.rangeOverflow || validity.stepMismatch || validity.badInput) {
    const min = Number(control.min);
    const max = Number(control.max);
    if (control.min && control.max && Number.isFinite(min) && Number.isFinite(max)) return { kind: 'range', min, max };
  }
  return { kind: 'invalid' };
}
