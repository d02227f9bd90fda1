import type { LocaleId } from '../../i18n/locales';
import { formatDay } from './dates';
import { PageError } from '../../client/contracts/errors';

/** The ?page= of the magazine list: absent is 1; anything but a whole number from 1 is a 404 (a failed validity check). */
export function magazinePage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new PageError(404, 'This page could not be found');
  return Number(raw);
}

/** A page beyond the CMS's last is a 404; the first page always exists (an empty magazine is still a page). */
export function checkPageInRange(page: number, pageCount: number): void {
  if (page > Math.max(1, pageCount)) throw new PageError(404, 'This page could not be found');
}

/** The language to mark on a post's block: the post's own when it is not the visitor's, else nothing. */
export function fallbackLang(postLanguage: string, visitorLanguage: string): string | undefined {
  return postLanguage === visitorLanguage ? undefined : postLanguage;
}

/**
 * A CMS date ('2025-03-14T10:00:00', the CMS runs on UTC) written for the visitor's locale, e.g. '14 March 2025'.
 * Written in the worker so SSR and client navigation show the same text; '' for a date that does not parse.
 */
export function formatPostDate(iso: string, locale: LocaleId): string {
  return formatDay(iso, locale);
}

/** The ?page= link of a list page; page 1 is the bare list path (one URL per page for crawlers). */
export function pageHref(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}?page=${page}`;
}
