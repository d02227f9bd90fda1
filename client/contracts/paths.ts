/** Pure path matching shared by the worker (SSR) and the browser router. */

export type Params = Record<string, string>;

export type ParamRule = RegExp | readonly string[] | ((value: string) => boolean);

export interface Pattern {
  /** e.g. '/providers/:provider/' — every pattern ends in a slash. */
  path: string;
  /** Per-param validity rules; a param that fails makes the route not match. */
  params?: Record<string, ParamRule>;
}

/** Matches a locale-free path ('/providers/netent/') against a pattern; null when it does not match. */
export function matchPattern(pattern: Pattern, path: string): Params | null {
  const want = pattern.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (g === '') return null;
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null; // invalid percent-encoding never matches: it is a 404, not a crash
      }
      const name = w.slice(1);
      const rule = pattern.params?.[name];
      if (rule && !passes(rule, value)) return null;
      params[name] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function passes(rule: ParamRule, value: string): boolean {
  if (rule instanceof RegExp) return rule.test(value);
  if (typeof rule === 'function') return rule(value);
  return rule.includes(value);
}

/** Static files and site APIs are not pages: no slash, locale or page rules apply to them. */
export function isPagePath(path: string): boolean {
  if (path.startsWith('/assets/') || path.startsWith('/api/') || path.startsWith('/_data/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}
