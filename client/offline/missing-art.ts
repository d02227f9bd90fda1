/**
 * A game's art comes from the image host, which the service worker does not keep (decision 030: other origins pass
 * through). Offline, a tile whose picture fails would be a broken-image glyph and no name, since narrow tiles hide
 * their title and let the art carry it. Marking the picture (hidden) and its tile (the name shown) lets the stylesheet
 * show the name instead — the tile is marked rather than found with `.tile:has(img[data-missing])`, a :has() rule
 * that made Chromium restyle every tile title of the page on any insertion (issue 29).
 */
export function markMissingArt(root: Document = document): void {
  const mark = (img: HTMLImageElement) => {
    if (!img.closest('.tile__art')) return;
    img.setAttribute('data-missing', '');
    img.closest('.tile')?.setAttribute('data-art-missing', '');
  };
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) mark(event.target);
    },
    true,
  );
  root.addEventListener(
    'load',
    (event) => {
      if (!(event.target instanceof HTMLImageElement) || !event.target.hasAttribute('data-missing')) return;
      event.target.removeAttribute('data-missing');
      event.target.closest('.tile')?.removeAttribute('data-art-missing');
    },
    true,
  );
  // Pictures that failed before this chunk started listening.
  for (const img of root.querySelectorAll<HTMLImageElement>('.tile__art img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) mark(img);
  }
}

/**
 * Asks again for every picture that failed, once the connection is back: a tile drawn offline keeps its name in place
 * of its art until then, and nothing else would ever ask for that art again (a browser does not retry a failed image).
 * Setting `src` to itself runs the image's source selection again (a `<picture>`'s webp included); the load listener
 * above unmarks the tile when the art arrives.
 */
export function retryMissingArt(root: Document = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('.tile__art img[data-missing]')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', src);
  }
}
