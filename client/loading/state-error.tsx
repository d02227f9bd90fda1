import { createRoot } from 'react-dom/client';
import { getLocale, type LocaleId } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';
import { LocaleProvider } from '../components/use-i18n';
import { ERROR_PAGE } from './page-chunks';

/**
 * A document whose serialised state fails its check (docs/decisions/047): SPEC §2's error page for a 500 — 'Unknown
 * error please reload', Reload, Go home — in the page's language, in place of server HTML that React cannot take
 * over. Without the chrome: the state that failed carried the site's settings the header and footer are drawn from.
 */
export async function showStateError(): Promise<void> {
  // A locale's id is its path prefix ('fi', 'en-ie'); no prefix, or none known, is English (GB).
  const locale = getLocale(location.pathname.split('/')[1] as LocaleId);
  const [{ default: ErrorPage }] = await Promise.all([ERROR_PAGE.load(), loadMessages(locale.language)]);
  console.error('The page state failed its check: the error page is shown instead of the page');
  createRoot(document.querySelector('body>#root')!).render(
    <LocaleProvider locale={locale.id}>
      <main id="main" className="site-main">
        <ErrorPage error={{ statusCode: 500, message: '' }} />
      </main>
    </LocaleProvider>,
  );
}
