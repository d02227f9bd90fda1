import { describe, expect, it } from 'vitest';
import { decideIosApp } from './ios-app';

describe('iOS app mode', () => {
  it('turns on from the query flag and stores the cookie', () => {
    expect(decideIosApp('?ios_app=1', null)).toEqual({ on: true, cookie: 'set' });
    expect(decideIosApp('?foo=2&IOS_APP=true', null)).toEqual({ on: true, cookie: 'set' });
  });

  it('stays on from the cookie alone', () => {
    expect(decideIosApp('', '1')).toEqual({ on: true, cookie: 'keep' });
    expect(decideIosApp('', null)).toEqual({ on: false, cookie: 'keep' });
  });

  it('ends with ios_app=0', () => {
    expect(decideIosApp('?ios_app=0', '1')).toEqual({ on: false, cookie: 'clear' });
  });
});
