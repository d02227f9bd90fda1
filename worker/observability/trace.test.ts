import { describe, expect, it } from 'vitest';
import { OFFER_FLAGS_MAX, RequestTrace } from './trace';

describe('RequestTrace', () => {
  it('counts per upstream the time at least one call was waited on: parallel calls overlap, sequential ones add up', () => {
    let now = 1000;
    const trace = new RequestTrace(() => now);
    const a = trace.upstreamWait('wp');
    now += 10;
    const b = trace.upstreamWait('wp');
    const p = trace.upstreamWait('platform');
    now += 30;
    a();
    now += 10;
    b();
    b(); // ending twice counts once
    p();
    now += 100;
    const c = trace.upstreamWait('wp');
    now += 5;
    c();
    expect(trace.upstreamMs()).toEqual({ wp: 55, platform: 40 });
    expect(trace.elapsedMs()).toBe(155);
  });

  it('counts a wait still under way up to now', () => {
    let now = 0;
    const trace = new RequestTrace(() => now);
    trace.upstreamWait('ltp');
    now = 25;
    expect(trace.upstreamMs()).toEqual({ ltp: 25 });
  });

  it('names the cache outcome: a page-cache answer (hit, expired), then degraded over stale over what the page cache did; bypass when none was asked', () => {
    const t = () => new RequestTrace(() => 0);
    expect(t().cacheOutcome()).toBe('bypass');
    const miss = t();
    miss.pageCache('miss');
    expect(miss.cacheOutcome()).toBe('miss');
    miss.contentOutcome('stale');
    expect(miss.cacheOutcome()).toBe('stale');
    miss.contentOutcome('degraded');
    expect(miss.cacheOutcome()).toBe('degraded');
    const hit = t();
    hit.pageCache('hit');
    hit.contentOutcome('degraded');
    expect(hit.cacheOutcome()).toBe('hit');
    // An expired page answered while another request renders it: what this request did, whatever that render meets.
    const expired = t();
    expired.pageCache('expired');
    expired.contentOutcome('degraded');
    expect(expired.cacheOutcome()).toBe('expired');
    const api = t();
    api.contentOutcome('stale');
    expect(api.cacheOutcome()).toBe('stale');
  });

  it('times the render, failed renders included', async () => {
    let now = 0;
    const trace = new RequestTrace(() => now);
    await expect(
      trace.timeRender(async () => {
        now += 42;
        throw new Error('loader failed');
      }),
    ).rejects.toThrow('loader failed');
    expect(trace.renderMs).toBe(42);
  });
});

describe('offer flags', () => {
  it('keeps each offer once and at most OFFER_FLAGS_MAX of them', () => {
    const trace = new RequestTrace(() => 0);
    trace.offerFlag({ offer: 'cms:a', reason: 'wagering-over-cap', wagering: 35 });
    trace.offerFlag({ offer: 'cms:a', reason: 'wagering-over-cap', wagering: 35 });
    trace.offerFlag({ offer: 'ltp:7', reason: 'wagering-unstated' });
    expect(trace.offerFlags).toEqual([
      { offer: 'cms:a', reason: 'wagering-over-cap', wagering: 35 },
      { offer: 'ltp:7', reason: 'wagering-unstated' },
    ]);
    for (let i = 0; i < 50; i++) trace.offerFlag({ offer: `ltp:${100 + i}`, reason: 'wagering-unstated' });
    expect(trace.offerFlags).toHaveLength(OFFER_FLAGS_MAX);
  });
});
