type Sink = 'createHTML' | 'createScript' | 'createScriptURL';
interface TrustedTypes {
  createPolicy(name: string, rules: Partial<Record<Sink, (value: string) => string>>): Partial<Record<Sink, (value: string) => unknown>>;
}

/**
 * One of the site's named Trusted Types policies (docs/decisions/027), with the one rule it has: `rule` passes a
 * value or throws. The result turns a value into the sink's trusted object where the browser has Trusted Types (the
 * policy made the first time it is needed, once), and is the value itself where it has not (the server, a browser
 * without them). Typed as the string React and the DOM's typings take: the browser accepts either at the sink.
 */
export function namedPolicy(name: string, sink: Sink, rule: (value: string) => string): (value: string, win?: Window | null) => string {
  let policy: ReturnType<TrustedTypes['createPolicy']> | null = null;
  return (value, win = typeof window === 'undefined' ? null : window) => {
    const types = (win as (Window & { trustedTypes?: TrustedTypes }) | null)?.trustedTypes;
    if (!types) return value;
    policy ??= types.createPolicy(name, { [sink]: rule });
    return policy[sink]!(value) as string;
  };
}
