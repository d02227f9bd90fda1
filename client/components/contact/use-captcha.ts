import { useEffect, useRef, useState, type RefObject } from 'react';
import { browserCaptchaEnvironment, createCaptcha, type Captcha, type CaptchaOptions } from '../../ticket/captcha';
import { MOBILE_QUERY } from '../chrome/use-media';

export type CaptchaState = { kind: 'loading' } | { kind: 'ready'; captcha: Captcha } | { kind: 'failed' };

/**
 * The ticket form's spam check: its widget rendered into `slot`, loaded with the form, asked for again by the
 * form's Retry and, when it could not load (offline), once the browser is back online.
 */
export function useCaptcha(config: CaptchaOptions, slot: RefObject<HTMLDivElement | null>): [CaptchaState, () => void] {
  const [captcha, setCaptcha] = useState<CaptchaState>({ kind: 'loading' });
  const load = () => {
    setCaptcha({ kind: 'loading' });
    // Where the service draws its badge: on a phone or tablet (the widths with the bottom bar) in the form, above Send.
    // Fixed to the screen's corner, its default and the desktop's, it covered the form's own text and the end of the
    // field beside it as the form scrolled past (390 px). Decided when the widget is rendered, once per form.
    const badge = config.badge ?? (window.matchMedia(MOBILE_QUERY).matches ? 'inline' : 'bottomright');
    createCaptcha({ ...config, badge }, browserCaptchaEnvironment(() => slot.current!)).then(
      (c) => setCaptcha({ kind: 'ready', captcha: c }),
      (error: Error) => {
        console.warn(error.message);
        setCaptcha({ kind: 'failed' });
      },
    );
  };
  useEffect(load, []);
  const kind = useRef(captcha.kind);
  kind.current = captcha.kind;
  useEffect(() => {
    const online = () => kind.current === 'failed' && load();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  return [captcha, load];
}
