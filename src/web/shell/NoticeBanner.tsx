import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNotice } from '../lib/notice';
import { CloseIcon } from '../components/icons';

/**
 * The confirmation of the last save (lib/notice.ts), at the top of the page it led to: a
 * status message that screen readers announce, with the way on (e.g. to a new post) and a
 * button that puts it away. It belongs to that visit: the next page has its own.
 */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notice = useNotice();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div role="status" className="empty:hidden">
      {notice && (
        <div className="border-b border-green-200 bg-green-50">
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6 lg:px-8">
            <p className="flex-1 font-medium text-green-900">
              {notice.text}
              {notice.link && (
                <>
                  {' '}
                  <Link to={notice.link.to} className="font-semibold whitespace-nowrap underline underline-offset-4 hover:text-green-700">
                    {notice.link.label}
                  </Link>
                </>
              )}
            </p>
            <button
              type="button"
              aria-label={t('app.dismissNotice')}
              onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
              className="rounded-full p-1.5 text-green-900 hover:bg-green-100"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
