interface TrustedTypes {
  createPolicy(name: string, rules: { createScript(text: string): string }): { createScript(text: string): unknown };
}

let policy: ReturnType<TrustedTypes['createPolicy']> | null = null;

/**
 * A page's structured data as the text of its `<script type="application/ld+json">`, a TrustedScript where the browser
 * has Trusted Types: a script element's text is a sink even for a data block, so a plain string there was a violation
 * of the report-only policy (docs/decisions/027) on every client navigation to a page with structured data. One named
 * policy, passing only what parses as JSON: a data block, never code.
 */
export function structuredDataText(data: unknown, win: Window | null = typeof window === 'undefined' ? null : window): string {
  const text = JSON.stringify(data);
  const types = (win as (Window & { trustedTypes?: TrustedTypes }) | null)?.trustedTypes;
  if (!types) return text;
  policy ??= types.createPolicy('structured-data', {
    createScript: (value) => {
      JSON.parse(value);
      return value;
    },
  });
  return policy.createScript(text) as string;
}
