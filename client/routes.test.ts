import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from './routes';

describe('the route table', () => {
  it.each(ROUTE_LIST.map((r) => [r.name, r]))("%s names the file its page chunk loads (what the worker preloads)", (_name, route) => {
    expect(route.chunk).toMatch(/^[a-z-]+-page$/);
    expect(existsSync(path.join(import.meta.dirname, 'pages', `${route.chunk}.tsx`))).toBe(true);
    // Unbundled here, the loader's source still names its module (vitest rewrites it to a root-relative path).
    expect(String(route.load)).toMatch(new RegExp(`pages/${route.chunk}(\\.tsx)?['"]`));
  });
});
