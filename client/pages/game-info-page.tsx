import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { featuresText, formatNumber, linesText, maxWinText, paysOnWays, rtpText, volatilityText } from '../components/game/game-facts';
import { formatStake } from '../components/game/stake';
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
  // Stakes the site formats: the visitor's currency and locale (SPEC §9), never the CMS's '£' for a Canadian.
  const stake = (text: string) => formatStake(text, currency, locale);
  const provider = shownProvider(g);
  const facts = ([
    [t('gameArea.provider'), provider && data.providerHref ? <a href={data.providerHref}>{provider}</a> : provider],
    // CMS fields that are data, in the site's own words and the locale's numbers (never the editor's English).
    [t('gameArea.rtp'), g.rtp && rtpText(g.rtp, locale)],
    [t('gameArea.volatility'), g.volatility && volatilityText(g.volatility, t)],
    [t('gameArea.reels'), g.reels ? formatNumber(locale, g.reels) : ''],
    [t(paysOnWays(g.paylines, g.features, g.title) ? 'gameArea.ways' : 'gameArea.paylines'), g.paylines && linesText(g.paylines, locale, t)],
    [t('gameArea.minBet'), stake(g.minBet)],
    [t('gameArea.maxBet'), stake(g.maxBet)],
    [t('gameArea.maxWin'), maxWinText(g.maxWin, t)],
    [t('gameArea.features'), featuresText(g.features, locale, t)],
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
