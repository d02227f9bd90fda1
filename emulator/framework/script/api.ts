import type { WireSession } from '../types';

/**
 * How the script reaches its emulator: the origin it was loaded from (read while the script runs, when
 * document.currentScript is still set), the session token in the site's localStorage, and the call log.
 */
const src = (document.currentScript as HTMLScriptElement | null)?.src;
export const ORIGIN = src ? new URL(src).origin : location.origin;

const TOKEN_KEY = 'casino-platform-session';

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked (privacy mode): the session lasts as long as the page
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {}
}

/** A refusal from the API; `message` is the text a widget shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${ORIGIN}/platform/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, json.message ?? `The platform answered ${res.status}.`);
  return json;
}

export type SessionAnswer = WireSession;

/** Elements are not JSON: a host element is logged as its tag, id and classes. */
function loggable(value: unknown): unknown {
  if (typeof Element !== 'undefined' && value instanceof Element) {
    return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ''}${[...value.classList].map((c) => `.${c}`).join('')}>`;
  }
  return value;
}

/** Tells the emulator which call the site made, for tests to assert (GET /__emulator/framework/calls). */
export function logCall(method: string, args: unknown[]): void {
  const body = JSON.stringify({ method, args: args.map(loggable) });
  // keepalive: a call made just before a reload or navigation is still logged.
  fetch(`${ORIGIN}/__emulator/framework/calls`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {});
}
