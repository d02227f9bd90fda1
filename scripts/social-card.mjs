// `node scripts/social-card.mjs`: draws the brand card (client/public/social-card.png, 1200×630) that pages without a
// picture of their own share (worker/seo/social.ts). Social crawlers do not render SVG, so the brand mark of
// client/components/chrome/logo.tsx is rendered to a PNG once, with Chromium, and the PNG is committed. The name on
// it is BRAND_NAME from wrangler.toml [vars]: run this again after a re-brand (docs/decisions/035).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'client/public/social-card.png');
const WIDTH = 1200;
const HEIGHT = 630;

/** BRAND_NAME of the top-level [vars] (the region environments do not override it). */
function brandName() {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const vars = toml.slice(toml.indexOf('[vars]'));
  const m = /^BRAND_NAME\s*=\s*"([^"]+)"/m.exec(vars);
  if (!m) throw new Error('wrangler.toml [vars] has no BRAND_NAME');
  return m[1];
}

/** The BrandMark component's SVG, rendered by React from the component itself (so the card follows the logo). */
async function brandMarkSvg(size) {
  const result = await build({
    stdin: {
      contents: `import { renderToStaticMarkup } from 'react-dom/server';
        import { createElement } from 'react';
        import { BrandMark } from './client/components/chrome/logo';
        export const svg = (size) => renderToStaticMarkup(createElement(BrandMark, { size }));`,
      resolveDir: root,
      loader: 'tsx',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    // React stays a package import (bundled, its CommonJS build cannot require Node's modules from ESM).
    packages: 'external',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  const file = path.join(root, '.tmp', `brand-mark-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].text);
  const { svg } = await import(pathToFileURL(file).href);
  return svg(size);
}

const escape = (text) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

function cardHtml(brand, mark) {
  const [first, ...rest] = brand.split(' ');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
    body { display: flex; align-items: center; justify-content: center; gap: 56px;
      background: radial-gradient(circle at 30% 40%, #14573f 0%, #0b3d2e 55%, #072a20 100%);
      font-family: 'DejaVu Sans', sans-serif; }
    .word { display: flex; flex-direction: column; line-height: 1; text-transform: uppercase; font-weight: 900; }
    .first { font-size: 92px; letter-spacing: 0.05em; color: #fff; }
    .rest { margin-top: 16px; font-size: 52px; letter-spacing: 0.42em; color: #f5c542; }
    .rule { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: #f5c542; }
  </style></head><body>${mark}<div class="word"><span class="first">${escape(first)}</span>${
    rest.length ? `<span class="rest">${escape(rest.join(' '))}</span>` : ''
  }</div><div class="rule"></div></body></html>`;
}

const brand = brandName();
const html = cardHtml(brand, await brandMarkSvg(260));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html);
  writeFileSync(out, await page.screenshot({ type: 'png' }));
  console.log(`${path.relative(root, out)}: ${WIDTH}×${HEIGHT}, '${brand}'`);
} finally {
  await browser.close();
}
