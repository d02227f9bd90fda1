import type { NormalisedError } from '../contracts/errors';
import { useI18n } from './use-i18n';

/** SPEC §2 error page: 404 → '404', the not-found message and a link home; anything else → 'Unknown error please reload'. */
export function ErrorPage({ error }: { error: NormalisedError }) {
  const { t, href } = useI18n();
  const notFound = error.statusCode === 404;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-page__status">
        {error.statusCode}
      </h1>
      <p className="error-page__message">{notFound ? t('general.notFound') : t('general.unknownError')}</p>
      <a className="button button--primary" href={href('/')}>
        {t('general.goHome')}
      </a>
    </section>
  );
}
