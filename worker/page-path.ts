import type { Context } from 'hono';

import { DATA_PREFIX } from '../client/contracts/payload';
import { answer } from './api-answer';

export interface PageRequest {
  /** The page path the request is about, without the data prefix: '/en-ca/slots/'. */
  path: string;
  /** True for the client router's JSON request. */
  json: boolean;
  search: string;
}

const parsed = new WeakMap<object, PageRequest>();

/** The request's page path, parsed once per request (every middleware and the page handler ask for it). */
export function pageRequest(c: Context): PageRequest {
  let page = parsed.get(c.req.raw);
  if (!page) {
    const url = new URL(c.req.url);
    const json = url.pathname === DATA_PREFIX || url.pathname.startsWith(`${DATA_PREFIX}/`);
    const path = json ? url.pathname.slice(DATA_PREFIX.length) || '/' : url.pathname;
    page = { path, json, search: url.search };
    parsed.set(c.req.raw, page);
  }
  return page;
}

/** Collapses repeated slashes so that a redirect can never become protocol-relative ('//evil.example'). */
export function safePath(path: string): string {
  return path.replace(/[\\/]{2,}/g, '/');
}

/** Answers a page redirect: a real redirect for documents, a JSON instruction for the client router. */
export function redirectPage(c: Context, page: PageRequest, target: string): Response {
  const location = safePath(target) + page.search;
  if (page.json) return answer(c, 'page', { redirect: location });
  return c.redirect(location, 301);
}
