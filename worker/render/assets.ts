import manifest from '../../dist/manifest.json';

/** The hashed client files for one page: the entry, its CSS and everything worth a modulepreload. */
export interface PageAssets {
  entry: string;
  css: string[];
  preload: string[];
}

interface Manifest {
  entry: string;
  css: string[];
  imports: string[];
  pages: Record<string, string[]>;
}

const m = manifest as Manifest;

export function assetsFor(chunk: string | null): PageAssets {
  const page = chunk ? (m.pages[chunk] ?? []) : [];
  return { entry: m.entry, css: m.css, preload: [...new Set([...m.imports, ...page])] };
}
