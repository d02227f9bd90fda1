import { useEffect, useRef, useState, type RefObject } from 'react';
import { browserCaptchaEnvironment, createCaptcha, type Captcha, type CaptchaOptions } from '../../support/captcha';

export type CaptchaState = { kind: 'loading' } | { kind: 'ready'; captcha: Captcha } | { kind: 'failed' };

/**
 * The ticket form's spam check: its widget rendered into `slot`, loaded with the form, asked for again by the
 * form's Retry and, when it could not load (offline), once the browser is back online.
 */
export function useCaptcha(config: CaptchaOptions, slot: RefObject<HTMLDivElement | null>): [CaptchaState, () => void] {
  const [captcha, setCaptcha] = useState<CaptchaState>({ kind: 'loading' });
  const load = () => {
    setCaptcha({ kind: 'loading' });
    createCaptcha(config, browserCaptchaEnvironment(() => slot.current!)).then(
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
