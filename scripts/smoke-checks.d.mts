export type Region = 'uk' | 'ca' | 'ie';

export interface RegionExpect {
  country: string;
  localePrefix: string;
  lang: string;
  currency: string;
  symbol: string;
  regulation: string | null;
  licence: string;
  saferLinks: string[];
}

export interface Check {
  ok: boolean;
  name: string;
  expected: string;
  found: string;
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

export type Route = string | { pattern: string; [key: string]: unknown };

export declare const REGIONS: Region[];
export declare const REGION_COUNTRY: Record<Region, string>;
export declare const UPSTREAM_VARS: string[];
export declare const REGION_EXPECT: Record<Region, RegionExpect>;

export declare function parseArgs(argv: string[]): { regions: Region[]; url: string | null; all: boolean };
export declare function regionForOrigin(url: string, origins: Record<string, string>): string | null;
export declare function decodeEntities(text: string): string;
export declare function textOf(html: string): string;
export declare function tags(html: string, names: string[]): Tag[];
export declare function canonicalOf(html: string): string | null;
export declare function htmlLangOf(html: string): string | null;
export declare function stateOf(html: string): any;
export declare function linksOf(html: string, base: string): string[];
export declare function sitemapLocs(xml: string): string[];
export declare function assetsOf(html: string, base: string, ownOrigins: string[]): { url: string; kind: string }[];
export declare function expectedContentTypes(url: string): string[] | null;
export declare function judgeAsset(url: string, status: number, contentType: string | null): string | null;
export declare function gameSlug(name: string): string;
export declare function discoverPages(input: {
  homeHtml: string;
  base: string;
  ownOrigins?: string[];
  sitemapUrls?: string[];
  localePrefix: string;
}): { game: string | null; slot: string | null; info: string | null };
export declare function localeSitemap(indexLocs: string[], localePrefix: string): string | null;
export declare function checkStatus(name: string, status: number, contentType: string | null, wantType: string): Check;
export declare function checkCanonical(name: string, html: string, expectedUrl: string): Check;
export declare function checkSitemapOrigin(name: string, locs: string[], siteOrigin: string): Check;
export declare function checkRegionState(name: string, html: string, expect: RegionExpect): Check;
export declare function checkVisibleCurrency(name: string, html: string, expect: RegionExpect): Check;
export declare function checkLicence(name: string, html: string, expect: RegionExpect, brand: string): Check;
export declare function checkOriginMatchesRoutes(name: string, siteOrigin: string, routes: Route[] | undefined): Check;
export declare function expectedOrigin(siteOrigin: string, routes: Route[] | undefined): string;
export declare function formatCheck(check: Check): string;
export declare function summaryLine(passed: number, failed: number): string;
export declare function socialOf(html: string): {
  title: string | null;
  ogTitle: string | null;
  image: string | null;
  imageAlt: string | null;
  twitterCard: string | null;
  locale: string | null;
  localeAlternates: string[];
  hreflangs: string[];
};
export declare function checkSocial(name: string, html: string): Check;
export declare function checkSlotCanonical(name: string, html: string, slotUrl: string, sitemapUrls: string[]): Check;
