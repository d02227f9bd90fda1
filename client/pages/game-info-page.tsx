import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { formatStake } from '../format/stake';
import { GameRail } from '../components/game-rail';
import { HtmlContent } from '../components/html-content';
import { useI18n } from '../components/use-i18n';
import type { GameInfoData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { playGame, toggleFavourite } from '../platform/actions';
import { useStores } from '../state/context';
import { shownProvider } from '../contracts/catalogue';
import { gameFactMessages } from '../../i18n/groups/game-facts';
import { registerGroup } from '../../i18n/translate';

registerGroup(gameFactMessages);

export default function GameInfoPage({ data }: PageProps<GameInfoData>) {
  const g = data.game;
  const { t, locale } = useI18n();
  const stores = useStores();
  const { isLoggedIn, favouriteGames, currency } = useSnapshot(stores.account);
  const favourite = favouriteGames.includes(g.gameId);
  // CMS fields that are data, in the site's own words and the locale's numbers (never the editor's English), as the
  // worker wrote them (GameInfoData.facts). Stakes in the visitor's currency (SPEC §9), never the CMS's '£' for a
  // Canadian: a player whose currency is not the request's has them formatted here.
  const f = data.facts;
  const stake = (text: string, written: string) => (currency === f.currency ? written : formatStake(text, currency, locale));
  const provider = shownProvider(g);
  const facts = ([
    [t('gameArea.provider'), provider && data.providerHref ? <a href={data.providerHref}>{provider}</a> : provider],
    [t('gameArea.rtp'), f.rtp],
    [t('gameArea.volatility'), f.volatility],
    [t('gameArea.reels'), f.reels],
    [t(f.ways ? 'gameArea.ways' : 'gameArea.paylines'), f.lines],
    [t('gameArea.minBet'), stake(g.minBet, f.minBet)],
    [t('gameArea.maxBet'), stake(g.maxBet, f.maxBet)],
    [t('gameArea.maxWin'), f.maxWin],
    [t('gameArea.features'), f.features],
  ] as [string, ReactNode][]).filter((f) => Boolean(f[1]));
  return (
    <article className="page page--game-info">
      {/* The whole art, never cropped (game heroes carry their title in the picture): the CMS's size holds the box
          before the file arrives, then the file's own ratio wins ('auto'), should the CMS's figures be wrong. */}
      {g.image && <img className="page__hero page__hero--whole" src={g.image.url} alt={g.image.alt || g.title} width={g.image.width} height={g.image.height} style={g.image.width && g.image.height ? { aspectRatio: `auto ${g.image.width} / ${g.image.height}` } : undefined} fetchPriority="high" />}
      <h1>{g.title}</h1>
      {g.gameId > 0 && (
        <div className="game-info__actions">
          <button
            type="button"
            className="btn btn--gold"
            data-tap
            onClick={(e) => playGame(stores, { id: g.gameId, name: g.title, provider }, {}, e.currentTarget)}
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
      {data.reviewUnavailable ? <p className="game-info__note" role="note">{t('gameArea.reviewUnavailable')}</p> : <HtmlContent html={g.content} lang={data.lang} />}
      {data.similar && <GameRail rail={data.similar} eager={false} />}
    </article>
  );
}
