import { useState } from 'react';
import { snapshot } from 'valtio';
import type { TileGame } from '../../contracts/page-data';
import type { LiveState } from '../../live/store';
import { formatMoney } from '../../format/money';
import { betRangeText } from './bet-range';
import { useI18n } from '../use-i18n';
import { LiveAge, liveAgeText } from './live-age';

/**
 * The live part's heading line: 'Live' or the figures' age, and a button that puts a short summary of what the page
 * shows into a polite live region. A screen reader hears the tables when its user asks, never a stream of every frame
 * (issue 54); the summary is of that moment and says its age when the figures are not live.
 */
export function LiveSummary({ state, topic, games }: { state: LiveState; topic: 'tables' | 'jackpots'; games: readonly TileGame[] }) {
  const { t, locale } = useI18n();
  const [text, setText] = useState('');
  const summarise = () => {
    const now = snapshot(state);
    const lines: string[] = [];
    if (topic === 'tables') {
      const tables = games.map((g) => now.tables[String(g.id)]).filter((x) => x !== undefined);
      const open = tables.filter((x) => x.open);
      lines.push(t('live.summaryTables', { open: open.length, total: games.length }));
      for (const x of open) lines.push(t('live.summaryTable', { name: x.name, status: t('live.open'), bet: betRangeText(t, locale, x.bet) }));
    } else {
      for (const j of now.jackpots) lines.push(t('live.jackpotAmount', { name: j.name, amount: formatMoney(j.amount, j.currency, locale) }));
    }
    // 'Live', or the figures' age: a summary of stale figures says so.
    lines.push(liveAgeText(t, locale, now));
    // Emptied first: the same words asked for twice are announced twice.
    setText('');
    requestAnimationFrame(() => setText(lines.filter(Boolean).join(' ')));
  };
  return (
    <div className="live-bar">
      <LiveAge state={state} />
      <button type="button" className="button button--secondary live-bar__summarise" onClick={summarise}>
        {t(topic === 'tables' ? 'live.summariseTables' : 'live.summariseJackpots')}
      </button>
      <p className="live-bar__summary" role="status">
        {text}
      </p>
    </div>
  );
}
