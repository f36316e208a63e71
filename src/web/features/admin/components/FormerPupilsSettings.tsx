import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMER_PUPIL_CONTENT, PUPIL_RETENTION_YEARS, type FormerPupilContent } from '../../../../shared/constants.js';
import type { FormerPupilsView } from '../../../../shared/schemas/former-pupils.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { useDateFormat } from '../../../lib/format-date';
import { useFormerPupils, useSaveRetention } from '../api/former-pupils';
import { AdminCell, AdminRow, AdminTable } from './AdminTable';
import { SettingsSave } from './SettingsSave';

/**
 * Settings, "Pupils who leave": how many school years a pupil marked as having left is kept before
 * the retention job anonymises them, what becomes of their work, and who is next (decision 0041).
 */
export function FormerPupilsSettings() {
  const { t } = useTranslation();
  const formerPupils = useFormerPupils();
  return (
    <section aria-labelledby="former-pupils-heading" className="space-y-4">
      <h2 id="former-pupils-heading" className="text-xl font-bold text-brand-900">
        {t('admin.formerPupils.heading')}
      </h2>
      <ListStates query={formerPupils} loadingLabel={t('admin.loading')} errorLabel={t('admin.formerPupils.errorFetching')}>
        {(data) => (
          <>
            <RetentionForm view={data} />
            <NextToAnonymise view={data} />
          </>
        )}
      </ListStates>
    </section>
  );
}

function RetentionForm({ view }: { view: FormerPupilsView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveRetention();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // What was typed goes as typed: the server names what it refuses, and the form keeps it.
    const years = Number(data.get('years'));
    const content = String(data.get('content')) as FormerPupilContent;
    save.mutate({ years, content });
  }

  return (
    <form className="max-w-xl space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
      <p className="text-sm text-slate-700">{t('admin.formerPupils.intro')}</p>
      <div>
        <label htmlFor={`${id}-years`} className="block text-sm font-medium text-slate-700">
          {t('admin.formerPupils.years')}
        </label>
        <input
          id={`${id}-years`}
          name="years"
          type="number"
          inputMode="numeric"
          min={PUPIL_RETENTION_YEARS.min}
          max={PUPIL_RETENTION_YEARS.max}
          step={1}
          defaultValue={view.years}
          aria-describedby={`${id}-years-hint`}
          className="field mt-1 w-28"
        />
        <p id={`${id}-years-hint`} className="mt-1 text-sm text-slate-600">
          {t('admin.formerPupils.yearsHint', PUPIL_RETENTION_YEARS)}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('admin.formerPupils.content')}</legend>
        <div className="mt-2 space-y-2">
          {FORMER_PUPIL_CONTENT.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="content" value={choice} defaultChecked={view.content === choice} className="size-4 accent-brand-700" />
              {t(`admin.formerPupils.contentChoices.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SettingsSave label={t('admin.formerPupils.save')} save={save} />
    </form>
  );
}

/** The preview: who the retention job anonymises next, soonest first, with the day each is due. */
function NextToAnonymise({ view }: { view: FormerPupilsView }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-brand-900">{t('admin.formerPupils.nextHeading')}</h3>
      {view.pupils.length === 0 ? (
        <EmptyText>{t('admin.formerPupils.noneWaiting')}</EmptyText>
      ) : (
        <>
          <AdminTable caption={t('admin.formerPupils.nextCaption')} columns={[t('admin.name'), t('admin.formerPupils.leftOn'), t('admin.formerPupils.anonymisedOn')]}>
            {view.pupils.map((pupil) => (
              <AdminRow key={pupil.id}>
                <AdminCell label={t('admin.name')} className="font-semibold text-brand-900">
                  {pupil.name} {pupil.surname}
                </AdminCell>
                <AdminCell label={t('admin.formerPupils.leftOn')} className="text-slate-700">
                  <time dateTime={pupil.leftAt}>{formatDate(pupil.leftAt)}</time>
                </AdminCell>
                <AdminCell label={t('admin.formerPupils.anonymisedOn')} className="text-slate-700">
                  <time dateTime={pupil.anonymisedOn}>{formatDate(pupil.anonymisedOn)}</time>
                </AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
          {view.total > view.pupils.length && <p className="text-sm text-slate-600">{t('admin.formerPupils.more', { count: view.total - view.pupils.length })}</p>}
        </>
      )}
    </div>
  );
}
