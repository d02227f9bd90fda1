import { localePath, type LocaleId } from '../../../i18n/locales';
import { getPageInPlace } from '../../api/get-page';
import type { InfoPageData } from '../../contracts/page-data';

/** Pages fetched this page life, by locale and id; a failure is forgotten so Retry asks again. */
const loaded = new Map<string, Promise<InfoPageData>>();

/**
 * An info page for the popup, through the worker (its /_data payload: sanitised, filtered for the visitor's country,
 * cached at the edge) — never from the browser to the platform. Rejects when the page is missing or unreachable.
 */
export function loadInfoPage(locale: LocaleId, page: string): Promise<InfoPageData> {
  const key = `${locale}|${page}`;
  let load = loaded.get(key);
  if (!load) {
    load = getPageInPlace(localePath(locale, `/info/${page}/`), false)
      .then((answer) => {
        // A 404 or 500 is an error payload, a redirect no page of its own: the popup says it failed either way.
        if ('redirect' in answer || answer.route !== 'info-page') throw new Error(`info page ${page}: ${'redirect' in answer ? 'redirect' : answer.status}`);
        return answer.data;
      })
      .catch((error: unknown) => {
        loaded.delete(key);
        throw error;
      });
    loaded.set(key, load);
  }
  return load;
}
