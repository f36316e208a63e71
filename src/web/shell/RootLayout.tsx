import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { NoticeBanner } from './NoticeBanner';

/** The frame of every page: header, the page, footer, and the navigation overlay. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a
          page's content arrives (CLS 0). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] focus:outline-none lg:min-h-[calc(100svh-5rem)]">
        <NoticeBanner />
        <Outlet />
      </main>
      <Footer />
      {/* Also what the PROJECTS items switch on: /project's chunk loading. */}
      {navigation.state === 'loading' && <LoadingOverlay />}
      {/* New pages start at the top; Back and Forward return where the reader was. */}
      <ScrollRestoration />
    </>
  );
}
