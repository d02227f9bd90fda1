import type { LiveResult, LiveTable } from '../../contracts/live';
import { beadRoad, rouletteColour, ROULETTE_CHIPS } from '../../live/results';
import { useI18n } from '../use-i18n';

const BEAD_WORD = { P: 'live.player', B: 'live.banker', T: 'live.tie' } as const;
const COLOUR_WORD = { red: 'live.red', black: 'live.black', green: 'live.green' } as const;

/**
 * A table's last results as players read them: roulette numbers on chips of their colour (latest first), a baccarat
 * bead road, a blackjack table's seats. Drawn in a box of fixed size, so a new result changes what is in it and
 * moves nothing around it. The chips are pictures to a screen reader, which reads the list in words.
 */
export function LiveResults({ table }: { table: Pick<LiveTable, 'type' | 'results' | 'seats'> }) {
  const { t } = useI18n();
  if (table.type === 'baccarat') {
    const cells = beadRoad(table.results);
    const words = table.results.slice(0, 10).map((r) => r.value.trim().toUpperCase().charAt(0)).filter((v): v is keyof typeof BEAD_WORD => v in BEAD_WORD);
    return (
      <div className="live-results">
        <span className="visually-hidden">{words.length ? t('live.lastResults', { list: words.map((w) => t(BEAD_WORD[w])).join(', ') }) : t('live.noResults')}</span>
        <ol className="bead-road" aria-hidden="true">
          {cells.map((bead, i) => (
            <li key={i} className={bead ? `bead bead--${bead}` : 'bead'}>
              {bead ?? ''}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  if (table.type === 'blackjack' && table.seats) {
    const { taken, total } = table.seats;
    return (
      <div className="live-results">
        <ol className="seat-row" aria-hidden="true">
          {Array.from({ length: Math.min(total, 14) }, (_, i) => (
            <li key={i} className={i < taken ? 'seat seat--taken' : 'seat'} />
          ))}
        </ol>
      </div>
    );
  }
  const chips = table.results.slice(0, ROULETTE_CHIPS);
  const colourOf = (r: LiveResult) => (table.type === 'roulette' ? rouletteColour(r) : r.colour);
  const spoken = chips.map((r) => {
    const colour = colourOf(r);
    return colour && colour in COLOUR_WORD ? `${r.value} ${t(COLOUR_WORD[colour as keyof typeof COLOUR_WORD])}` : r.value;
  });
  return (
    <div className="live-results">
      <span className="visually-hidden">{chips.length ? t('live.lastResults', { list: spoken.join(', ') }) : t('live.noResults')}</span>
      <ol className="result-chips" aria-hidden="true">
        {chips.map((r, i) => (
          <li key={i} className={`result-chip result-chip--${colourOf(r) ?? 'plain'}`}>
            {r.value}
          </li>
        ))}
      </ol>
    </div>
  );
}
