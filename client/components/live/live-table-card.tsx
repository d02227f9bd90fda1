import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { TileGame } from '../../contracts/page-data';
import type { LiveTable } from '../../contracts/live';
import type { LiveState } from '../../live/store';
import { playGame } from '../../platform/actions';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { betRangeText } from './bet-range';
import { LiveResults } from './live-results';

/**
 * A live table's card (issue 54): its game's artwork and Play, open or closed, the dealer, the bet range in the
 * visitor's currency, seats or players, and the last results. Every line is always drawn (a blank one holds its place),
 * so a frame changes text inside a box of fixed size and nothing on the page moves. Subscribed to its own table only:
 * a frame for one table re-renders one card.
 */
export const LiveTableCard = memo(function LiveTableCard({ game, state, eager }: { game: TileGame; state: LiveState; eager: boolean }) {
  const stores = useStores();
  const { t, locale } = useI18n();
  const table = useSnapshot(state).tables[String(game.id)] as LiveTable | undefined;
  const id = `live-${game.id}`;
  const status = !table ? 'none' : table.open ? 'open' : 'closed';
  const count = table?.seats ? t('live.seats', table.seats) : table?.players != null ? t('live.players', { count: table.players }) : '';
  return (
    <article className={`live-card live-card--${status}`} aria-labelledby={id} data-table={game.id}>
      <div className="live-card__art">
        <picture>
          <source type="image/webp" srcSet={game.webp} />
          <img src={game.image} alt="" width={100} height={65} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </picture>
        <span className={`live-card__status live-card__status--${status}`} data-status={status}>
          {status === 'none' ? t('live.noData') : t(table!.open ? 'live.open' : 'live.closed')}
        </span>
      </div>
      <div className="live-card__body">
        <h2 className="live-card__name" id={id}>
          {game.name}
        </h2>
        <p className="live-card__line" data-field="dealer">
          {table ? (table.dealer ? t('live.dealer', { name: table.dealer }) : t('live.noDealer')) : '\u00a0'}
        </p>
        <p className="live-card__line" data-field="bet">
          {table ? betRangeText(t, locale, table.bet) : '\u00a0'}
        </p>
        <p className="live-card__line" data-field="seats">
          {count || '\u00a0'}
        </p>
        {table ? <LiveResults table={table} /> : <div className="live-results" />}
        <button
          type="button"
          className="button button--primary live-card__play"
          data-tap
          // A closed table has no round to join: its Play keeps its place (no shift when it opens) but cannot be tapped.
          disabled={status === 'closed'}
          onClick={(e) => playGame(stores, { id: game.id, name: game.name, provider: game.provider }, {}, e.currentTarget)}
          aria-label={t('gameArea.playGame', { name: game.name })}
        >
          {t('gameArea.play')}
        </button>
      </div>
    </article>
  );
});
