/**
 * The site's endpoints the browser calls, in one table for both sides: the browser's api client (client/api/) builds
 * its requests from it and decodes the answers as these types; the worker mounts its handlers at these paths and
 * answers with these types (worker/api-answer.ts). A handler and the browser disagree only by a compile error.
 */
import type { Language, PlatformLanguage } from '../../i18n/locales';
import type { TileGame } from './page-data';
import { DATA_PREFIX, type PagePayload, type RedirectPayload } from './payload';
import type { SearchCatalogueWire } from './search';
import type { Platform } from './site';
import type { TicketRequest, TicketResponse } from './ticket';

/** A page's data request answers its payload (error pages too, with their status) or where to go instead. */
export type PageAnswer = PagePayload | RedirectPayload;

/** The only query the data endpoint adds to the page's own: the player view (docs/decisions/010-platform-bridge.md). */
export interface PageQuery {
  view?: 'player';
}

/** Tiles of up to 50 game ids; `lang` picks the game-page index their info links come from (en when absent). */
export interface TilesQuery {
  ids: readonly number[];
  platform: Platform;
  lang?: Language;
}

/** The tiles of the ids asked for, in their order, without unknown, hidden or repeated ids. */
export interface TilesResponse {
  tiles: TileGame[];
}

/** The games list to search: W desktop, C mobile. */
export interface SearchCatalogueQuery {
  platform: Platform;
}

/** The platform language of the copyright text. */
export interface CopyrightQuery {
  language: PlatformLanguage;
}

/** The footer copyright, sanitised platform HTML ('' when the platform has none). */
export interface CopyrightResponse {
  html: string;
}

/** How the /api/ endpoints refuse (bad input 400, upstream down 503, no such endpoint 404): a message for the log. */
export interface ApiErrorBody {
  error: string;
}

/** Each endpoint's method, path, what a call sends (`tail`: the page path; `query`; `body`: JSON) and its answer. */
export interface Endpoints {
  /** GET /_data{page path and query}: the page's payload, as the same loader renders it (docs/decisions/003). */
  page: { method: 'GET'; path: typeof DATA_PREFIX; tail: string; query: PageQuery; response: PageAnswer };
  /** GET /api/tiles: the 'Recently played' and 'Favourites' rails and the game container's more-games panel. */
  tiles: { method: 'GET'; path: '/api/tiles'; query: TilesQuery; response: TilesResponse };
  /** GET /api/search-catalogue: the compact catalogue the search overlay searches (client/contracts/search.ts). */
  searchCatalogue: { method: 'GET'; path: '/api/search-catalogue'; query: SearchCatalogueQuery; response: SearchCatalogueWire };
  /** GET /api/copyright: the footer copyright after a language change (SPEC §4). */
  copyright: { method: 'GET'; path: '/api/copyright'; query: CopyrightQuery; response: CopyrightResponse };
  /** POST /api/support/ticket: the contact form's ticket (docs/decisions/018-support-ticket.md). */
  supportTicket: { method: 'POST'; path: '/api/support/ticket'; body: TicketRequest; response: TicketResponse };
  /** GET /api/health: which release answers (worker/routes/health.ts); the browser reads only that it answered. */
  health: { method: 'GET'; path: '/api/health'; response: HealthResponse };
}

/** The part of the health answer the browser reads (the rest is for operators). */
export interface HealthResponse {
  ok: boolean;
  build: string;
}

/** The endpoints by name: 'page', 'tiles', … */
export type EndpointName = keyof Endpoints;

/** What endpoint K answers. */
export type ApiResponse<K extends EndpointName> = Endpoints[K]['response'];

/** What a call to endpoint K sends besides its method and path. */
export type ApiRequest<K extends EndpointName> = Omit<Endpoints[K], 'method' | 'path' | 'response'>;

/** An endpoint's method and path as values (typed by the literals above, so the two cannot drift apart). */
export type EndpointRoute<K extends EndpointName> = Pick<Endpoints[K], 'method' | 'path'> & {
  /**
   * Its error statuses answer its own response type too (error page payloads, ticket refusals): the client decodes
   * them like any answer. Every other endpoint's error status is an error ({@link ApiErrorBody}).
   */
  typedErrors?: true;
  /**
   * Only this build's answer is understood (the page payload: its data is what this bundle's pages take). Another
   * release's answer is a skew: the client loads the page as a document instead (client/router/skew.ts).
   */
  sameBuild?: true;
};

/** Method and path of every endpoint. */
export const ENDPOINTS: { readonly [K in EndpointName]: EndpointRoute<K> } = {
  page: { method: 'GET', path: DATA_PREFIX, typedErrors: true, sameBuild: true },
  tiles: { method: 'GET', path: '/api/tiles' },
  searchCatalogue: { method: 'GET', path: '/api/search-catalogue' },
  copyright: { method: 'GET', path: '/api/copyright' },
  supportTicket: { method: 'POST', path: '/api/support/ticket', typedErrors: true },
  health: { method: 'GET', path: '/api/health' },
};
