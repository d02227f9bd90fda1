import type { ComponentType } from 'react';
import type { NormalisedError } from './errors';
import type { ErrorPayload, RoutePayload } from './payload';
import type { PageComponent, RouteName } from './routes';

/**
 * A route's payload together with that route's page component, as a union over the routes R: a function generic in R
 * builds one without a cast, and whoever holds one hands the data to the page with no cast either (client/app.tsx).
 */
export type RouteView<R extends RouteName> = { [K in R]: { payload: RoutePayload<K>; Page: PageComponent<K> } }[R];

/** The error page (client/pages/error-page.tsx), loaded as a route's page is: it draws an error payload's error. */
export type ErrorPageComponent = ComponentType<{ error: NormalisedError }>;

/** The page shown: a route's payload with its page, or an error payload with no route page but the error page. */
export type PageView = RouteView<RouteName> | { payload: ErrorPayload; Page: null; ErrorPage: ErrorPageComponent };
