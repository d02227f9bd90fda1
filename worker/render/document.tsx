import type { ReactElement } from 'react';
import type { HeadData } from '../../client/contracts/payload';
import { playerRailsHeadScript } from '../../client/contracts/activity';
import { consentHeadScript } from '../../client/consent/head-script';
import { VERSION_OVERRIDE_META } from '../../client/contracts/release';
import { speculationRulesHeadScript } from '../../client/contracts/speculation-rules';
import { pageStartScript, START_ENTRY_ATTR, START_MODULES_ATTR } from '../../client/loading/page-start-script';
import { serialiseJsonLd } from '../seo/structured-data';
import type { PageAssets } from './assets';
import type { LcpImage } from './lcp-image';

/** The same for every page (decisions 031, 050): built once per isolate. */
const speculationScript = speculationRulesHeadScript();
const startScript = pageStartScript();

/** Built once per tag-manager URL (per isolate in practice): the same for every page and request. */
const consentScripts = new Map<string, string>();
function consentScript(tagManagerUrl: string): string {
  let script = consentScripts.get(tagManagerUrl);
  if (!script) consentScripts.set(tagManagerUrl, (script = consentHeadScript(tagManagerUrl)));
  return script;
}

export interface DocumentProps {
  lang: string;
  head: HeadData;
  nonce: string;
  /** Already escaped by serialiseState. */
  state: string;
  assets: PageAssets;
  /** The tag manager's script (TAG_MANAGER_URL), loaded async after the Consent Mode defaults. */
  tagManagerUrl: string;
  /** Set for the welcome-back variant (docs/decisions/023): the framework script to preload at high priority. */
  returning?: { frameworkUrl: string };
  /** The first screen's largest image (worker/render/lcp-image.ts), preloaded at high priority. */
  lcpImage?: LcpImage | null;
  /** The version pin the page sends with its calls (worker/version.ts versionOverride); '' for none. */
  versionOverride?: string;
}

declare module '@hono/react-renderer' {
  interface Props {
    document: DocumentProps;
  }
}

/** The HTML document around the app: head (SEO, assets) and the serialised state the client hydrates from. */
export function Document({ children, document: d }: { children: ReactElement; document: DocumentProps }) {
  const { head } = d;
  return (
    <html lang={d.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="app-build" content={d.assets.build} />
        {d.versionOverride && <meta name={VERSION_OVERRIDE_META} content={d.versionOverride} />}
        {/* Consent Mode v2 defaults before any other script (STACK.md); it then inserts the tag manager, async. */}
        <script nonce={d.nonce} dangerouslySetInnerHTML={{ __html: consentScript(d.tagManagerUrl) }} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots && <meta name="robots" content={head.robots} />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <meta property="og:type" content={head.og.type} />
        <meta property="og:title" content={head.og.title} />
        <meta property="og:description" content={head.og.description} />
        {head.og.url && <meta property="og:url" content={head.og.url} />}
        <meta property="og:site_name" content={head.og.siteName} />
        <meta property="og:locale" content={head.og.locale} />
        {head.og.localeAlternates.map((l) => (
          <meta key={l} property="og:locale:alternate" content={l} />
        ))}
        <meta property="og:image" content={head.og.image} />
        <meta property="og:image:alt" content={head.og.imageAlt} />
        {head.og.imageWidth && <meta property="og:image:width" content={String(head.og.imageWidth)} />}
        {head.og.imageHeight && <meta property="og:image:height" content={String(head.og.imageHeight)} />}
        {head.og.imageType && <meta property="og:image:type" content={head.og.imageType} />}
        {/* X reads the title, description and picture from Open Graph; the card type and alt text are its own. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={head.og.imageAlt} />
        {head.jsonLd && <script type="application/ld+json" nonce={d.nonce} dangerouslySetInnerHTML={{ __html: serialiseJsonLd(head.jsonLd) }} />}
        {d.returning && (
          <>
            {/* The session check waits on the framework: fetched at once, before the app's own modules. The same
                URL and (no) CORS mode as the script tag the bridge adds, so that tag reuses this response. */}
            <link rel="preload" as="script" href={d.returning.frameworkUrl} fetchPriority="high" nonce={d.nonce} />
            {/* Collapses the player's reserved rails that would stay empty, before first paint. */}
            <script nonce={d.nonce} dangerouslySetInnerHTML={{ __html: playerRailsHeadScript() }} />
          </>
        )}
        {d.lcpImage && <link rel="preload" as="image" href={d.lcpImage.href} type={d.lcpImage.type} fetchPriority="high" />}
        {/* Document prefetch of a same-origin page on intent, for taps before the client router takes links over
            (decision 031); the script leaves it out on data-saver and 2g connections. */}
        <script nonce={d.nonce} dangerouslySetInnerHTML={{ __html: speculationScript }} />
        <meta name="theme-color" content="#0b3d2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {d.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {d.returning ? (
          <>
            {/* A returning player's header and deep link wait on the app (decision 023): its modules at once, in
                parallel, at low priority beside the stylesheet, and the bridge's at the fetch's own. */}
            {d.assets.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} nonce={d.nonce} fetchPriority="low" />
            ))}
            {d.assets.urgent.map((href) => (
              <link key={href} rel="modulepreload" href={href} nonce={d.nonce} />
            ))}
            <script type="module" src={d.assets.entry} nonce={d.nonce} />
          </>
        ) : (
          // A guest's page asks for its modules once its first pictures are drawn (docs/decisions/050).
          <script type="module" nonce={d.nonce} {...{ [START_ENTRY_ATTR]: d.assets.entry, [START_MODULES_ATTR]: d.assets.preload.join(' ') }} dangerouslySetInnerHTML={{ __html: startScript }} />
        )}
      </head>
      <body>
        <div id="root">{children}</div>
        <script id="__STATE__" type="application/json" nonce={d.nonce} dangerouslySetInnerHTML={{ __html: d.state }} />
      </body>
    </html>
  );
}
