/**
 * The target of the contract suite (tests/contract/setup.ts): its base URL and small raw-HTTP helpers. Every test
 * file talks to the target only through HTTP, so the same assertions hold for the emulator and a real WordPress.
 */
import { inject } from 'vitest';

export const BASE = inject('contractUrl');
export const TARGET = inject('contractTarget');
export const ORIGIN = new URL(BASE).origin;

export interface WpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** GET {BASE}/wp-json{route}: `route` is '/wp/v2/games?per_page=2'. */
export const wp = <T = any>(route: string): Promise<WpAnswer<T>> => get<T>(`/wp-json${route}`);

/** The same route in the ?rest_route= form (a WordPress without pretty permalinks). */
export function wpPlain<T = any>(route: string): Promise<WpAnswer<T>> {
  const [path, query] = route.split('?');
  return get<T>(`/?rest_route=${path}${query ? `&${query}` : ''}`);
}

export async function get<T = any>(path: string): Promise<WpAnswer<T>> {
  const res = await fetch(`${BASE}${path}`);
  const text = await res.text();
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    throw new Error(`${path}: not JSON (${res.status}): ${text.slice(0, 300)}`);
  }
  return { status: res.status, headers: res.headers, body, text };
}

export const totals = (a: WpAnswer) => [a.headers.get('X-WP-Total'), a.headers.get('X-WP-TotalPages')];
