import { useEffect, useRef, useState } from 'react';
import type { LiveCurrency } from '../../contracts/live';
import { countUpValue } from '../../live/count-up';
import { formatMoney } from '../../format/money';
import { useI18n } from '../use-i18n';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A jackpot's amount that counts up to each new figure over animation frames, as players expect a progressive to
 * climb; with reduced motion, or when the figure falls (a win), it changes at once. Only this text re-renders.
 */
export function JackpotAmount({ amount, currency }: { amount: number; currency: LiveCurrency }) {
  const { locale } = useI18n();
  const [shown, setShown] = useState(amount);
  const current = useRef(amount);
  useEffect(() => {
    const from = current.current;
    if (from === amount) return;
    if (amount < from || reducedMotion()) {
      current.current = amount;
      setShown(amount);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const value = countUpValue(from, amount, now - start);
      current.current = value;
      setShown(value);
      if (value !== amount) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount]);
  return <span className="jackpot__amount">{formatMoney(shown, currency, locale)}</span>;
}
