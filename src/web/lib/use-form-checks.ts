import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { problemOf, type FieldProblem } from './form-checks';

/** A field's own words, by its name: for it left empty, and for it filled in wrongly. The rest are the catalogue's. */
export type FieldWords = Record<string, { missing?: string; invalid?: string }>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isControl(element: unknown): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * The form's own check of the rules its fields' markup declares, in place of the browser's
 * (the form has `noValidate`: the browser's bubble speaks its own language, not the site's, and
 * comes before the form can say anything). Keep `required` and the rest on the fields: they are
 * what is measured, and they tell assistive technology what is asked. On a failed check nothing
 * is sent and nothing typed is touched; each field says what is wrong under it (`error(name)`,
 * given to the field, which marks itself invalid and ties the words to itself), and focus goes
 * to the first. A field that is changed loses its words until the next try (`forget`, the
 * form's onChange). Problems are kept, not words, so a change of language rewords them.
 */
export function useFormChecks(words: FieldWords = {}) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});

  /** On submit: whether every field keeps its rules; if not, says so beside each and focuses the first. */
  function passes(form: HTMLFormElement): boolean {
    const found: Record<string, FieldProblem> = {};
    let first: Control | null = null;
    for (const element of Array.from(form.elements)) {
      // Disabled, read-only and hidden fields are not the reader's to fill (nor does the browser check them).
      if (!isControl(element) || !element.name || !element.willValidate || element.closest('[hidden]') || element.name in found) continue;
      const problem = problemOf(element);
      if (!problem) continue;
      found[element.name] = problem;
      first ??= element;
    }
    // Drawn before focus moves, so the field is read out with its words.
    flushSync(() => setProblems(found));
    first?.focus();
    return first === null;
  }

  function forget(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!isControl(target) || !(target.name in problems)) return;
    setProblems(({ [target.name]: _changed, ...others }) => others);
  }

  /** The words for what is wrong with the field named `name`, if anything. */
  function error(name: string): string | undefined {
    const problem = problems[name];
    if (!problem) return undefined;
    const own = words[name];
    if (problem.kind === 'missing') {
      if (own?.missing) return own.missing;
      return problem.control === 'box' ? t('formChecks.tick') : problem.control === 'choice' ? t('formChecks.choose') : t('formChecks.required');
    }
    if (own?.invalid) return own.invalid;
    switch (problem.kind) {
      case 'email':
        return t('fieldErrors.email_example');
      case 'tooShort':
        return t('formChecks.tooShort', { min: problem.min });
      case 'tooLong':
        return t('formChecks.tooLong', { max: problem.max });
      case 'range':
        return t('formChecks.range', { min: problem.min, max: problem.max });
      case 'invalid':
        return t('fieldErrors.invalid');
    }
  }

  /** Forgets every field's words, e.g. when the form is drawn afresh with other fields. */
  function clear() {
    setProblems({});
  }

  return { passes, forget, error, clear };
}
