import { namedPolicy } from '../browser/trusted-types';

const allowedUrls = new Set<string>();
const asScriptUrl = namedPolicy('site-script-urls', 'createScriptURL', (value) => {
  if (!allowedUrls.has(value)) throw new TypeError(`Not a script URL the site loads: ${value}`);
  return value;
});

/**
 * A script URL the site loads (the platform framework, the service worker) as a TrustedScriptURL where the browser
 * has Trusted Types: a plain string at a script-URL sink is a violation of the report-only policy (docs/decisions/027),
 * which Lighthouse's best practices count. The policy passes only the URLs it was asked for here.
 */
export function trustedScriptUrl(url: string, win?: Window | null): string {
  allowedUrls.add(url);
  return asScriptUrl(url, win);
}
