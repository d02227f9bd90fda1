import { describe, expect, it } from 'vitest';
import { matchPattern } from './paths';

describe('matchPattern', () => {
  it('matches static paths exactly', () => {
    expect(matchPattern({ path: '/slots/' }, '/slots/')).toEqual({});
    expect(matchPattern({ path: '/slots/' }, '/slots/x/')).toBeNull();
    expect(matchPattern({ path: '/' }, '/')).toEqual({});
  });

  it('extracts and decodes params', () => {
    expect(matchPattern({ path: '/providers/:provider/' }, '/providers/net%20ent/')).toEqual({ provider: 'net ent' });
  });

  it('rejects empty params, invalid encoding and params failing their rule', () => {
    const p = { path: '/info/:page/', params: { page: /^[a-z-]+$/ } };
    expect(matchPattern(p, '/info//')).toBeNull();
    expect(matchPattern(p, '/info/%E0%A4%A/')).toBeNull();
    expect(matchPattern(p, '/info/Terms/')).toBeNull();
    expect(matchPattern(p, '/info/terms/')).toEqual({ page: 'terms' });
    expect(matchPattern({ path: '/p/:x/', params: { x: ['a', 'b'] } }, '/p/c/')).toBeNull();
  });
});
