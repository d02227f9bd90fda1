import type { NormalisedError } from '../contracts/errors';
import { useI18n } from '../components/use-i18n';
import { errorMessages } from '../../i18n/groups/errors';
import { registerGroup } from '../../i18n/translate';

registerGroup(errorMessages);

/**
 * SPEC §2 error page: 404 → '404', the not-found message and a link home; anything else → 'Unknown error please
 * reload', with the reload it asks for (a timed-out or failed navigation: the URL is already the one asked for);
 * 503 → 'temporarily unavailable' (an upstream down with nothing cached) and the same Reload. A lazy chunk, like a
 * route's page (client/loading/page-chunks.ts ERROR_PAGE): the first screen of a page that is not an error never runs it.
 */
export default function ErrorPage({ error }: { error: NormalisedError }) {
  const { t, href } = useI18n();
  const notFound = error.statusCode === 404;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-page__status">
        {error.statusCode}
      </h1>
      {/* A 503's message comes localised from the worker (docs/decisions/028-cms-down.md): no first-screen text. */}
      <p className="error-page__message">{notFound ? t('general.notFound') : (error.statusCode === 503 && error.message) || t('general.unknownError')}</p>
      {!notFound && (
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          {t('general.reload')}
        </button>
      )}
      <a className={`button button--${notFound ? 'primary' : 'secondary'}`} href={href('/')}>
        {t('general.goHome')}
      </a>
    </section>
  );
}
