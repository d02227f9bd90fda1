import { useSnapshot } from 'valtio';
import { HtmlContent } from '../components/html-content';
import { useI18n } from '../components/use-i18n';
import type { GameInfoData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { playGame, toggleFavourite } from '../platform/actions';
import { useStores } from '../state/context';

export default function GameInfoPage({ data }: PageProps<GameInfoData>) {
  const g = data.game;
  const { t } = useI18n();
  const stores = useStores();
  const { isLoggedIn, favouriteGames } = useSnapshot(stores.account);
  const favourite = favouriteGames.includes(g.gameId);
  const facts: [string, string][] = [
    [t('gameArea.provider'), g.subProvider || g.provider],
    [t('gameArea.rtp'), g.rtp && `${g.rtp.replace(/\s*%$/, '')}%`],
    [t('gameArea.volatility'), g.volatility],
    [t('gameArea.reels'), g.reels ? String(g.reels) : ''],
    [t('gameArea.paylines'), g.paylines],
    [t('gameArea.minBet'), g.minBet],
    [t('gameArea.maxBet'), g.maxBet],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  return (
    <article className="page page--game-info">
      {g.image && <img className="page__hero" src={g.image.url} alt={g.image.alt || g.title} width={g.image.width} height={g.image.height} fetchPriority="high" />}
      <h1>{g.title}</h1>
      {g.gameId > 0 && (
        <div className="game-info__actions">
          <button
            type="button"
            className="btn btn--gold"
            onClick={() => playGame(stores, { id: g.gameId, name: g.title, provider: g.subProvider || g.provider })}
          >
            {t('gameArea.playGame', { name: g.title })}
          </button>
          {isLoggedIn && (
            <button type="button" className="btn btn--ghost" aria-pressed={favourite} onClick={() => toggleFavourite(stores, g.gameId)}>
              <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {t('gameArea.favourite')}
            </button>
          )}
        </div>
      )}
      {facts.length > 0 && (
        <dl className="game-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      <HtmlContent html={g.content} />
    </article>
  );
}
