import { CONTACT_LIMITS } from '../../../../shared/constants.js';
import { useCallback, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactInput } from '../../../../shared/schemas/contact.js';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactInput;
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
const FIELD = 'field mt-1 aria-[invalid=true]:border-danger';

/**
 * /contact: a visitor writes to the programme. The form asks for every field (`required`, an
 * email address's shape) in the site's words; the server's words for what it refuses show beside
 * each field and in a summary. The inputs are uncontrolled, so a failed send keeps what was typed.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  // The thank-you replaces the form, so focus (which was on its button) moves to the thanks.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const checks = useFormChecks({
    name: { missing: t('fieldErrors.contact_name_required') },
    email: { missing: t('fieldErrors.contact_email_required') },
    message: { missing: t('fieldErrors.message_required') },
  });

  const refused: Partial<Record<Field, string>> = send.error instanceof ApiError && send.error.fields ? send.error.fields : {};
  const fieldError = (field: Field) => checks.error(field) ?? refused[field];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const data = new FormData(event.currentTarget);
    const input = { name: '', email: '', message: '' };
    for (const field of FIELDS) input[field] = String(data.get(field) ?? '');
    send.mutate(input, {
      onError: (error) => {
        // Take the reader to the first field the server refused.
        const first = error instanceof ApiError ? FIELDS.find((field) => error.fields?.[field]) : undefined;
        const element = first && form.current?.elements.namedItem(first);
        if (element instanceof HTMLElement) element.focus();
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)] lg:gap-x-16 lg:px-8">
      <div className="max-w-2xl lg:col-span-2">
        <title>{t('contact.documentTitle')}</title>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('contact.heading')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('contact.intro')}</p>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {/* Present from the start, so the thanks put into it are announced. */}
        <div role="status">
          {send.isSuccess && (
            <div>
              <h2 ref={focusOnMount} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
                {t('contact.thanksHeading')}
              </h2>
              <p className="mt-3 text-lg text-slate-700">{t('contact.thanksText')}</p>
            </div>
          )}
        </div>
        {send.isSuccess ? (
          <button type="button" className="btn-secondary mt-6" onClick={() => send.reset()}>
            {t('contact.another')}
          </button>
        ) : (
          <form ref={form} className="space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
            <FormField id="contact-name" label={t('contact.name')} error={fieldError('name')}>
              {(props) => (
                <input {...props} name="name" type="text" autoComplete="name" required maxLength={CONTACT_LIMITS.name} className={FIELD} />
              )}
            </FormField>
            <FormField id="contact-email" label={t('contact.email')} error={fieldError('email')}>
              {(props) => (
                <input {...props} name="email" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} className={FIELD} />
              )}
            </FormField>
            <FormField id="contact-message" label={t('contact.message')} error={fieldError('message')}>
              {(props) => <textarea {...props} name="message" rows={7} required maxLength={CONTACT_LIMITS.message} className={`${FIELD} resize-y`} />}
            </FormField>

            {send.isError && (
              <p role="alert" className="text-sm font-medium text-danger">
                {send.error.message}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <button type="submit" disabled={send.isPending} className="btn-primary">
                {send.isPending ? t('contact.sending') : t('contact.send')}
              </button>
              <p className="text-sm text-slate-600">
                {t('contact.privacyNote')}{' '}
                <Link to={paths.privacy()} className="font-medium text-brand-700 underline hover:text-brand-900">
                  {t('contact.privacyLink')}
                </Link>
              </p>
            </div>
          </form>
        )}
      </div>
      <aside aria-labelledby="contact-next" className="self-start rounded-2xl bg-brand-100/60 p-6 sm:p-8">
        <h2 id="contact-next" className="text-lg font-bold text-brand-900">
          {t('contact.nextHeading')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-5 text-slate-700">
          {t('contact.nextItems', { returnObjects: true }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled control with the form's or the server's message for it underneath, tied to it for screen readers. */
function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
