import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_AUDIENCES, type PostAudience } from '../../../../shared/constants.js';

/**
 * Who may read a post (decision 0026): everyone, visitors and search engines included, or
 * signed-in members only. In the editor and again on Preview, where the post is seen as it
 * will be.
 */
export function AudienceChoice({ value, onChange, error }: { value: PostAudience; onChange: (audience: PostAudience) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t('blog.audienceLegend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {POST_AUDIENCES.map((audience) => (
          <label
            key={audience}
            className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              name={`${id}-audience`}
              value={audience}
              checked={value === audience}
              onChange={() => onChange(audience)}
              aria-describedby={`${id}-${audience}-hint`}
              className="mt-1 size-4"
            />
            <span>
              <span className="block font-semibold text-brand-900">{t(audience === 'members' ? 'blog.audienceMembers' : 'blog.audienceEveryone')}</span>
              <span id={`${id}-${audience}-hint`} className="block text-sm text-slate-600">
                {t(audience === 'members' ? 'blog.audienceMembersHint' : 'blog.audienceEveryoneHint')}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Members only", on a post's card and above the post, for those who may read it. */
export function MembersOnlyBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ${className}`}>
      {t('blog.audienceMembers')}
    </p>
  );
}
