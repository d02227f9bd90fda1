// The rules' head script lives in client/contracts/ (the worker writes it); here it is held to the router's own prefetch rule.
import { describe, expect, it } from 'vitest';
import { shouldPrefetch, type ConnectionInfo } from './connection';
import { SPECULATION_RULES_ID, speculationRules, speculationRulesHeadScript } from '../contracts/speculation-rules';

interface Appended {
  type?: string;
  id?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the head script as the browser would: `connection` as navigator.connection, `supports` for the rules type. */
function run(connection: ConnectionInfo | undefined, supports = true): Appended[] {
  const appended: Appended[] = [];
  const document = { currentScript: { nonce: 'n0nce' }, createElement: () => ({}), head: { appendChild: (el: Appended) => appended.push(el) } };
  const HTMLScriptElement = { supports: (type: string) => supports && type === 'speculationrules' };
  new Function('navigator', 'document', 'HTMLScriptElement', speculationRulesHeadScript())({ connection }, document, HTMLScriptElement);
  return appended;
}

describe('speculation rules head script', () => {
  it('adds the rules with the head script’s own nonce, so the strict CSP lets them in', () => {
    const [el, ...rest] = run({ effectiveType: '4g' });
    expect(rest).toEqual([]);
    expect(el).toMatchObject({ type: 'speculationrules', id: SPECULATION_RULES_ID, nonce: 'n0nce' });
    expect(JSON.parse(el!.textContent!)).toEqual(speculationRules());
  });

  it('passes the rules through a Trusted Types policy that accepts exactly their text (no report-only violation)', () => {
    const policies: string[] = [];
    const wrapped = (v: string) => ({ trusted: v });
    const g = globalThis as { trustedTypes?: unknown };
    g.trustedTypes = {
      createPolicy: (name: string, rules: { createScript(v: string): string }) => {
        policies.push(name);
        expect(() => rules.createScript('alert(1)')).toThrow();
        return { createScript: (v: string) => wrapped(rules.createScript(v)) };
      },
    };
    try {
      const [el] = run({ effectiveType: '4g' });
      expect(policies).toEqual(['speculation-rules']);
      expect(JSON.parse((el!.textContent as unknown as { trusted: string }).trusted)).toEqual(speculationRules());
    } finally {
      delete g.trustedTypes;
    }
  });

  it('follows SPEC §4’s prefetch rule exactly as the router does: none on data saver or 2g', () => {
    const cases: (ConnectionInfo | undefined)[] = [undefined, {}, { effectiveType: '4g' }, { effectiveType: '3g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }, { saveData: true }];
    for (const connection of cases) expect(run(connection).length, JSON.stringify(connection)).toBe(shouldPrefetch(connection) ? 1 : 0);
    expect(run({ effectiveType: '2g' })).toEqual([]);
    expect(run({ effectiveType: '4g', saveData: true })).toEqual([]);
  });

  it('adds nothing where the browser has no speculation rules', () => {
    expect(run({ effectiveType: '4g' }, false)).toEqual([]);
  });

  it('prefetches documents only (never prerender), on intent, and never the APIs, payloads, files or the contact form', () => {
    const rules = speculationRules() as { prefetch: { eagerness: string; where: { and: object[] } }[]; prerender?: unknown };
    expect(rules.prerender).toBeUndefined();
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]!.eagerness).toBe('moderate');
    const excluded = rules.prefetch[0]!.where.and.flatMap((c) => ('not' in c ? [JSON.stringify(c.not)] : []));
    for (const path of ['/api/*', '/_data/*', '/assets/*', '/*.*', '/contact-us/*', '/*/contact-us/*']) expect(excluded).toContain(JSON.stringify({ href_matches: path }));
  });

  it('cannot close its script element whatever the rules say', () => {
    expect(speculationRulesHeadScript()).not.toMatch(/<\/script/i);
  });
});
