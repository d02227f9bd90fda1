import { localePath, type LocaleId } from '../../../i18n/locales';
import { DATA_PREFIX, type PagePayload } from '../../contracts/payload';
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
    load = fetch(DATA_PREFIX + localePath(locale, `/info/${page}/`), { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const payload = (await res.json()) as PagePayload;
        if (!res.ok || payload.route !== 'info-page') throw new Error(`info page ${page}: ${res.status}`);
        return payload.data as InfoPageData;
      })
      .catch((error: unknown) => {
        loaded.delete(key);
        throw error;
      });
    loaded.set(key, load);
  }
  return load;
}
