interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

const allowedUrls = new Set<string>();
let policy: ReturnType<TrustedTypes['createPolicy']> | null = null;

/**
 * A script URL the site loads (the platform framework, the service worker) as a TrustedScriptURL where the browser
 * has Trusted Types: a plain string at a script-URL sink is a violation of the report-only policy (docs/decisions/027),
 * which Lighthouse's best practices count. One named policy, passing only the URLs it was asked for here.
 */
export function trustedScriptUrl(url: string, win: Window | null = typeof window === 'undefined' ? null : window): string {
  const types = (win as (Window & { trustedTypes?: TrustedTypes }) | null)?.trustedTypes;
  if (!types) return url;
  allowedUrls.add(url);
  policy ??= types.createPolicy('site-script-urls', {
    createScriptURL: (value) => {
      if (!allowedUrls.has(value)) throw new TypeError(`Not a script URL the site loads: ${value}`);
      return value;
    },
  });
  return policy.createScriptURL(url) as string;
}
