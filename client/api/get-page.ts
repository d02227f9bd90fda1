import type { PageAnswer, PageQuery } from '../contracts/api';
import { ApiError } from './api-error';
import { call, type CallOptions } from './client';
import { isPagePayload, isRecord } from './shape';

/** A page payload or a redirect, by its top-level fields (the worker built it from the same types). */
function isPageAnswer(json: unknown): json is PageAnswer {
  if (isRecord(json) && 'redirect' in json) return typeof json.redirect === 'string';
  return isPagePayload(json);
}

/**
 * GET /_data{path}: the payload of the page at `path` (its query included) — an error page (404, 500) is a payload
 * too, with its status, never a throw — or the redirect the worker asks for. `player`: the player view, the catalogue
 * processed without custom categories (SPEC §4/§6; docs/decisions/010-platform-bridge.md).
 */
export function getPage(path: string, player: boolean, options?: CallOptions): Promise<PageAnswer> {
  return call('page', { tail: path, query: pageQuery(player) }, isPageAnswer, options);
}

/** The data request's own query: the player view for a logged-in player (the service worker keeps each apart). */
export function pageQuery(player: boolean): PageQuery {
  return player ? { view: 'player' } : {};
}

/** Whether a call failed because another release answered it (docs/decisions/025-release-versions.md). */
export function isSkew(error: unknown): boolean {
  return error instanceof ApiError && error.failure === 'skew';
}

/** How often a payload shown in place is asked for again when another release answered it. */
export const IN_PLACE_TRIES = 4;

/**
 * getPage for a payload shown in place — the info popup's page, the grid's next page — where loading a document
 * would lose the player's place (docs/decisions/025). Another release's answer (a page without its pin, or whose
 * version has left the deployment) is asked for again, a few times; then it fails as any call does.
 */
export async function getPageInPlace(path: string, player: boolean): Promise<PageAnswer> {
  for (let tries = 1; ; tries++) {
    try {
      return await getPage(path, player);
    } catch (error) {
      if (!isSkew(error) || tries >= IN_PLACE_TRIES) throw error;
    }
  }
}
