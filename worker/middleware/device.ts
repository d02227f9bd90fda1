import type { MiddlewareHandler } from 'hono';
import type { Device } from '../../client/contracts/site';
import type { AppEnv } from '../env';


const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Client hint Sec-CH-UA-Mobile wins; otherwise the user agent decides. */
export function detectDevice(headers: { get(name: string): string | null }): Device {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return MOBILE_UA.test(headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}

export const device: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('device', detectDevice(c.req.raw.headers));
  await next();
  c.res.headers.set('Accept-CH', 'Sec-CH-UA-Mobile');
  c.res.headers.append('Vary', 'Sec-CH-UA-Mobile, User-Agent');
};
