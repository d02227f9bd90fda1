import { namedPolicy } from '../browser/trusted-types';

// A data block, never code: the policy passes only what parses as JSON.
const asScript = namedPolicy('structured-data', 'createScript', (value) => {
  JSON.parse(value);
  return value;
});

/**
 * A page's structured data as the text of its `<script type="application/ld+json">`, a TrustedScript where the browser
 * has Trusted Types: a script element's text is a sink even for a data block, so a plain string there was a violation
 * of the report-only policy (docs/decisions/027) on every client navigation to a page with structured data.
 */
export function structuredDataText(data: unknown, win?: Window | null): string {
  return asScript(JSON.stringify(data), win);
}
