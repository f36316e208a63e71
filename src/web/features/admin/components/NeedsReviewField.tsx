import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "Needs review" box with what it means under it: in Add member (a plain form field) and in a
 * member's panel (applied when pressed). `id` names the box; its hint's id follows.
 */
export function NeedsReviewField({ id, className, ...box }: { id: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <input {...box} id={id} type="checkbox" className="mt-1 size-4 shrink-0" aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="font-medium text-slate-800">
          {t('admin.needsReview')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('admin.needsReviewHint')}
        </p>
      </div>
    </div>
  );
}
