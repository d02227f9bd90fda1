/**
 * The ~30 providers of the generated catalogue. Weights are deliberately uneven (a few studios carry most of the
 * lobby, a long tail has a handful of games) so provider pages and the by-count sort see realistic data.
 * Aggregators list sub-providers; '' entries keep some of their games without one, as the real feed does.
 */
export interface ProviderSpec {
  name: string;
  /** Relative share of the generated slots. */
  weight: number;
  subProviders: readonly string[];
  /** Also makes RNG table games. */
  tables?: boolean;
}

export const LIVE_PROVIDER = 'Evolution';

/** Forced for every Jackpot King ('JPK') game: the network is Blueprint's. */
export const JACKPOT_PROVIDER = 'Blueprint Gaming';

export const PROVIDERS: readonly ProviderSpec[] = [
  { name: 'Pragmatic Play', weight: 160, subProviders: [], tables: true },
  { name: 'NetEnt', weight: 110, subProviders: [], tables: true },
  { name: "Play'n GO", weight: 105, subProviders: [], tables: true },
  {
    name: 'Games Global',
    weight: 95,
    subProviders: ['Microgaming', 'Just For The Win', 'Gameburger Studios', 'Stormcraft Studios', 'Pulse 8 Studios', 'Alchemy Gaming', ''],
    tables: true,
  },
  { name: 'Red Tiger', weight: 80, subProviders: [] },
  { name: 'Blueprint Gaming', weight: 70, subProviders: [] },
  { name: 'Playtech', weight: 65, subProviders: ['Ash Gaming', 'Rarestone Gaming', 'Playtech Origins', 'Quickfire', ''], tables: true },
  { name: 'Relax Gaming', weight: 60, subProviders: ['Kalamba Games', 'Fantasma Games', 'Peter & Sons', 'Print Studios', 'AvatarUX', ''] },
  { name: 'Big Time Gaming', weight: 25, subProviders: [] },
  { name: 'IGT', weight: 40, subProviders: [], tables: true },
  { name: 'Barcrest', weight: 30, subProviders: [] },
  { name: 'Inspired', weight: 28, subProviders: [] },
  { name: 'Hacksaw Gaming', weight: 45, subProviders: [] },
  { name: 'Push Gaming', weight: 22, subProviders: [] },
  { name: 'Yggdrasil', weight: 38, subProviders: [] },
  { name: 'Quickspin', weight: 30, subProviders: [] },
  { name: 'Thunderkick', weight: 14, subProviders: [] },
  { name: 'Nolimit City', weight: 26, subProviders: [] },
  { name: 'ELK Studios', weight: 18, subProviders: [] },
  { name: 'Playson', weight: 34, subProviders: [] },
  { name: 'Booming Games', weight: 16, subProviders: [] },
  { name: 'Wazdan', weight: 32, subProviders: [], tables: true },
  { name: 'iSoftBet', weight: 20, subProviders: [] },
  { name: 'Red Rake Gaming', weight: 12, subProviders: [] },
  { name: 'Stakelogic', weight: 10, subProviders: [] },
  { name: 'Greentube', weight: 24, subProviders: [] },
  { name: 'Light & Wonder', weight: 42, subProviders: [], tables: true },
  { name: 'Gamomat', weight: 8, subProviders: [] },
  { name: 'Eyecon', weight: 6, subProviders: [] },
];

export const TABLE_PROVIDERS: readonly ProviderSpec[] = PROVIDERS.filter((p) => p.tables);
