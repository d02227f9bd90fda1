import { describe, expect, it } from 'vitest';
import { isLocalDev, readCookie, serialiseCookie } from './cookies';

const prod = { protocol: 'https:', hostname: 'www.shamrockspins.example' };
const local = { protocol: 'http:', hostname: '127.0.0.1' };

describe('cookies', () => {
  it('are Secure, SameSite=Lax with an explicit Max-Age outside local development', () => {
    expect(serialiseCookie('app-banner-seen', '1', 604800, prod)).toBe('app-banner-seen=1; Path=/; Max-Age=604800; SameSite=Lax; Secure');
  });

  it('drop Secure only on plain-http localhost', () => {
    expect(serialiseCookie('ios-app', '1', 86400, local)).toBe('ios-app=1; Path=/; Max-Age=86400; SameSite=Lax');
    expect(isLocalDev({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(isLocalDev({ protocol: 'https:', hostname: 'localhost' })).toBe(false);
    expect(isLocalDev({ protocol: 'http:', hostname: 'example.com' })).toBe(false);
  });

  it('encode values and delete with Max-Age=0', () => {
    expect(serialiseCookie('x', 'a b;c', -5, prod)).toBe('x=a%20b%3Bc; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('write a raw value as given (the comma-separated previousGameID of SPEC §3)', () => {
    expect(serialiseCookie('previousGameID', '7001,20005', 2592000, prod, true)).toBe('previousGameID=7001,20005; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });

  it('read one cookie by exact name', () => {
    const jar = 'last-activity-x=1; last-activity=1700000000; other=a%20b';
    expect(readCookie('last-activity', jar)).toBe('1700000000');
    expect(readCookie('other', jar)).toBe('a b');
    expect(readCookie('missing', jar)).toBeNull();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
