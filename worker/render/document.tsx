import type { ReactElement } from 'react';
import type { HeadData } from '../../client/contracts/payload';
import type { PageAssets } from './assets';

export interface DocumentProps {
  lang: string;
  head: HeadData;
  nonce: string;
  /** Already escaped by serialiseState. */
  state: string;
  assets: PageAssets;
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
        {head.og.image && <meta property="og:image" content={head.og.image} />}
        <meta name="theme-color" content="#0b3d2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {d.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {d.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={d.assets.entry} nonce={d.nonce} />
      </head>
      <body>
        <div id="root">{children}</div>
        <script id="__STATE__" type="application/json" nonce={d.nonce} dangerouslySetInnerHTML={{ __html: d.state }} />
      </body>
    </html>
  );
}
