import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileView } from '../components/ProfileView';

/**
 * What the page shows: the profile, or the form started from the profile of one moment. Back in
 * view, what happened: saved, sent for review (a pupil's change), or cancelled.
 */
type Mode =
  | { kind: 'view'; cameBack: 'saved' | 'sent' | 'cancelled' | null }
  | { kind: 'edit'; version: number };

const focusNode = (node: HTMLElement | null) => node?.focus();

/**
 * /edit-profile: view mode, 'Edit Profile' to edit, back to view on Save (with the stored
 * profile) or Cancel (the last loaded values).
 */
export function EditProfilePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const [mode, setMode] = useState<Mode>({ kind: 'view', cameBack: null });

  // Moving between modes replaces what had focus: the new heading takes it, and a screen
  // reader hears where it is. Not on the first visit, where focus starts at the page's top.
  // (A callback per mode, so a re-render with new data does not move focus again.)
  const focusViewHeading = useCallback(
    (node: HTMLHeadingElement | null) => {
      if (node && mode.kind === 'view' && mode.cameBack !== null) node.focus();
    },
    [mode],
  );

  let body;
  if (profile.isPending) {
    body = <Spinner label={t('profile.loading')} />;
  } else if (profile.isError) {
    body = <LoadError label={t('profile.errorFetching')} detail={profile.error.message} onRetry={() => void profile.refetch()} />;
  } else if (mode.kind === 'edit') {
    body = (
      <>
        <h1
          ref={focusNode}
          tabIndex={-1}
          className="mb-6 text-3xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-4xl"
        >
          {t('profile.editingHeading')}
        </h1>
        {/* Keyed by the version it started from: it takes its values from that profile once,
            and a refetch meanwhile does not overwrite what is being typed. */}
        <ProfileForm
          key={mode.version}
          profile={profile.data}
          onCancel={() => setMode({ kind: 'view', cameBack: 'cancelled' })}
          // The server's answer says which: a change that waits is one it did not apply.
          onSaved={(saved) => setMode({ kind: 'view', cameBack: saved.change?.review.state === 'waiting' ? 'sent' : 'saved' })}
        />
      </>
    );
  } else {
    body = (
      <ProfileView
        profile={profile.data}
        headingRef={focusViewHeading}
        onEdit={() => setMode({ kind: 'edit', version: profile.dataUpdatedAt })}
        notice={
          (mode.cameBack === 'saved' || mode.cameBack === 'sent') && (
            <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
              {mode.cameBack === 'sent' ? t('profile.sentForReview') : t('profile.saved')}
            </p>
          )
        }
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{mode.kind === 'edit' ? t('profile.editDocumentTitle') : t('profile.documentTitle')}</title>
      {body}
    </div>
  );
}
