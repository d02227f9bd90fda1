import { IRISH_GAMES } from '../../data/irish-games';
import type { EngageBanner } from '../types';
import { api, ORIGIN } from './api';

/** Engagement banners: picture URLs point at the emulator's /artwork so a page shows real images. */
export function engageBanners(count: number): EngageBanner[] {
  const titles = ['Spin the Shamrock Wheel', 'Weekly cashback', 'Leprechaun free spins', 'Golden clover prize draw'];
  return Array.from({ length: Math.max(0, Math.min(count, 8)) }, (_, i) => ({
    id: `engage-${i + 1}`,
    title: titles[i % titles.length]!,
    imageUrl: `${ORIGIN}/artwork/cms/engage-${i + 1}.jpg`,
    link: '/promotions/',
  }));
}

/** The strip for the market the site names and the language it initialised the framework with. */
export async function smartFooter(o: { country: string; regulation: string }, language: string): Promise<string> {
  const query = new URLSearchParams({ country: o.country, regulation: o.regulation, lng: language });
  return (await api<{ html: string }>('GET', `smart-footer?${query}`)).html;
}

export function paymentMethods(country: string, regulation: string): unknown {
  return {
    country,
    regulation,
    methods: [
      { id: 'visa', name: 'Visa', depositTime: 'Instant', withdrawalTime: '1-3 days', currencies: ['GBP', 'EUR', 'CAD'] },
      { id: 'mastercard', name: 'Mastercard', depositTime: 'Instant', withdrawalTime: '1-3 days', currencies: ['GBP', 'EUR', 'CAD'] },
      { id: 'paypal', name: 'PayPal', depositTime: 'Instant', withdrawalTime: '24 hours', currencies: ['GBP', 'EUR'] },
    ],
  };
}

/** The framework's short list of games: the first of the emulator's Irish sample, whatever the platform. */
export const gamesList = () => IRISH_GAMES.slice(0, 8).map((g) => ({ id: g.id, name: g.name, provider: g.subProvider || g.provider }));
