import type { PageAnswer } from '../contracts/api';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

/** A page payload or a redirect, by its top-level fields (the worker built it from the same types). */
function isPageAnswer(json: unknown): json is PageAnswer {
  if (!isRecord(json)) return false;
  if ('redirect' in json) return typeof json.redirect === 'string';
  return (
    typeof json.route === 'string' &&
    typeof json.status === 'number' &&
    typeof json.locale === 'string' &&
    typeof json.path === 'string' &&
    isRecord(json.params) &&
    isRecord(json.head) &&
    (json.route !== 'error' || isRecord(json.error))
  );
}

/**
 * GET /_data{path}: the payload of the page at `path` (its query included) — an error page (404, 500) is a payload
 * too, with its status, never a throw — or the redirect the worker asks for. `player`: the player view, the catalogue
 * processed without custom categories (SPEC §4/§6; docs/decisions/010-platform-bridge.md).
 */
export function getPage(path: string, player: boolean, options?: CallOptions): Promise<PageAnswer> {
  return call('page', { tail: path, query: player ? { view: 'player' } : {} }, isPageAnswer, options);
}
