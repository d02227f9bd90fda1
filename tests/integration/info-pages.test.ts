import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const main = async (path: string, country?: string) => {
  const res = await worker.fetch(path, country ? { country } : {});
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

describe('info pages', () => {
  it('show the UK-only blocks to GB and the generic ones elsewhere; Austria loses its hidden blocks', async () => {
    const gb = await main('/info/fair-play/', 'GB');
    expect(gb).toContain('class="gb-only"');
    expect(gb).not.toContain('class="non-gb-only"');
    const ie = await main('/en-ie/info/fair-play/', 'IE');
    expect(ie).toContain('class="non-gb-only"');
    expect(ie).not.toContain('class="gb-only"');
    const at = await main('/info/fair-play/', 'AT');
    expect(at).not.toContain('class="hide-at"');
    expect(at).toContain('class="non-gb-only"');
  });

  it('point legacy help links at this locale’s info pages', async () => {
    const html = await main('/en-ca/info/help/', 'CA');
    // Site-relative legacy paths are rewritten; an absolute link to another domain (here the emulator's fictional
    // brand, not this test's BRAND_DOMAIN) is not ours to rewrite.
    expect(html.match(/href="\/help\/[^"]*"/g) ?? []).toEqual([]);
    expect(html).toMatch(/href="\/en-ca\/info\/[a-z0-9-]+\/" data-info-page="[a-z0-9-]+"/);
  });
});

describe('the deposit-methods page', () => {
  it("draws the payments table from the platform's payment methods for the visitor's country, headings from its page text", async () => {
    const gb = await main('/info/deposit-methods/', 'GB');
    expect(gb).toContain('<table class="payments__table">');
    expect(gb).toMatch(/<th scope="col">Payment method<\/th><th scope="col">Deposit time<\/th><th scope="col">Withdrawal time<\/th><th scope="col">Currencies<\/th>/);
    expect(gb).toContain('href="/info/deposit-paypal/" data-info-page="deposit-paypal"');
    expect(gb).toMatch(/alt="Paypal"/);
    expect(gb).not.toContain('deposit-interac');
    expect(worker.outbound).toContain('/api/v1/brands/178/payment-methods?country=GB&reg=GB');
    const ca = await main('/en-ca/info/deposit-methods/', 'CA');
    expect(ca).toContain('href="/en-ca/info/deposit-interac/" data-info-page="deposit-interac"');
    expect(ca).not.toContain('deposit-paypal');
    expect(worker.outbound).toContain('/api/v1/brands/178/payment-methods?country=CA&reg=MGA');
  });

  it('asks GB/GB for a country without a regulation of its own', async () => {
    await main('/en-ie/info/deposit-methods/', 'IE');
    expect(worker.outbound).toContain('/api/v1/brands/178/payment-methods?country=IE&reg=GB');
  });

  it('says so when the payment methods are unavailable, and still shows the page', async () => {
    const cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      cold.emulator.faults.set('/api/v1/brands/178/payment-methods', '500');
      const res = await cold.fetch('/info/deposit-methods/', { country: 'GB' });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('The list of payment methods is unavailable right now.');
      expect(html).toContain('Click a logo for details of that method.');
    } finally {
      await cold.dispose();
    }
  });

  it('only deposit-methods carries the table', async () => {
    const res = await worker.fetch('/_data/info/terms/', { country: 'GB' });
    const payload = (await res.json()) as { data: Record<string, unknown> };
    expect(payload.data).not.toHaveProperty('paymentMethods');
  });
});
