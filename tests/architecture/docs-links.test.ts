import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 52: README.md is the front door and docs/ holds the rest, one file per reader. A newcomer follows links from
 * the README, so every relative Markdown link must lead to a file (and, with a #fragment, to a heading of it), and the
 * README must stay one short read. Only `[text](target)` links are checked: paths written in backticks name code,
 * which moves under its own tests.
 */
const MAX_README_LINES = 200;
const root = path.resolve(import.meta.dirname, '../..');

/** The docs this test holds to their links: README.md and every docs/**.md, decisions included. */
function checkedDocs(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return found;
}

/** Every `[text](target)` link of a Markdown text outside fenced code blocks and inline code, with its line. */
export function markdownLinks(text: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((raw, i) => {
    if (/^\s*```/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: i + 1, target: match[1]! });
  });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside fenced code), with GitHub's -1, -2 for repeats. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = headingAnchor(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** What is wrong with each relative link of a file, as 'file:line: target (why)'. */
export function brokenLinks(file: string, text: string, exists: (rel: string) => boolean, read: (rel: string) => string): string[] {
  const broken: string[] = [];
  for (const { line, target } of markdownLinks(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s):, mailto: and the like
    const [rawPath, fragment] = target.split('#', 2) as [string, string | undefined];
    const resolved = rawPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
    const where = `${file}:${line}: ${target}`;
    if (resolved.startsWith('..')) {
      broken.push(`${where} (outside the repository)`);
      continue;
    }
    if (!exists(resolved)) {
      broken.push(`${where} (no such file)`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(fragment)) broken.push(`${where} (no heading #${fragment})`);
  }
  return broken;
}

const onDisk = (rel: string) => existsSync(path.join(root, rel));
const fromDisk = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('the docs', () => {
  it('finds a broken link, a missing heading and a link outside the repository, and skips code and web links', () => {
    const sample = [
      'See [the guide](docs/missing.md) and [ops](docs/ops.md#nowhere), [up](../outside.md).',
      'Fine: [web](https://example.com/x.md), [ops](docs/ops.md#health), [here](#top), `[code](not/checked.md)`.',
      '```',
      '[in a fence](not/checked/either.md)',
      '```',
      '# Top',
    ].join('\n');
    const files: Record<string, string> = { 'README.md': sample, 'docs/ops.md': '# Operations\n\n## Health\n' };
    expect(brokenLinks('README.md', sample, (rel) => rel in files, (rel) => files[rel]!)).toEqual([
      'README.md:1: docs/missing.md (no such file)',
      'README.md:1: docs/ops.md#nowhere (no heading #nowhere)',
      'README.md:1: ../outside.md (outside the repository)',
    ]);
    expect(headingAnchor('What CI runs')).toBe('what-ci-runs');
    expect(headingAnchor('Smoke check per region')).toBe('smoke-check-per-region');
    expect(headingAnchor('A release, in order')).toBe('a-release-in-order');
  });

  it('README.md and docs/ have no broken relative link', () => {
    const docs = checkedDocs();
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/features.md', 'docs/operations.md', 'docs/emulator.md', 'docs/testing.md']));
    expect(docs.some((file) => file.startsWith('docs/decisions/'))).toBe(true);
    expect(docs.flatMap((file) => brokenLinks(file, fromDisk(file), onDisk, fromDisk))).toEqual([]);
  });

  it(`README.md is at most ${MAX_README_LINES} lines: the front door, the rest is in docs/`, () => {
    const lines = fromDisk('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });
});
