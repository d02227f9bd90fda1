import type { Image } from '../../contracts/content';

/** Six brand tones; a title always picks the same one, so a placeholder looks the same on every visit. */
const TONES = 6;

/** Up to two initials of the title's words ('Refer a Friend' → 'RF'; small lower-case words skipped when others remain). */
export function initialsOf(title: string): string {
  const words = title.split(/[\s\-–—]+/).filter((w) => /^\p{L}/u.test(w));
  const big = words.filter((w) => w.length > 2 || /^\p{Lu}/u.test(w));
  return (big.length > 0 ? big : words).slice(0, 2).map((w) => w[0]!.toLocaleUpperCase()).join('');
}

export function toneOf(title: string): number {
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % TONES;
}

/**
 * A card's artwork: the image, or a branded placeholder drawn from the title (its initials on one of the brand
 * tones) of the same size, so a card without an image is as tall as one with (issue 13: no tall empty boxes).
 * `first`: the first row's cards are on the first screen, so not lazy (a lazy image waits for layout); the first
 * card with an image is the phone's largest paint (docs/decisions/032): high priority, which React also preloads.
 */
export function PromotionArt({ image, title, first = 'no' }: { image: Image | null; title: string; first?: 'card' | 'row' | 'no' }) {
  if (image) {
    return (
      <img
        className="promo-card__art"
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={first === 'no' ? 'lazy' : 'eager'}
        fetchPriority={first === 'card' ? 'high' : 'auto'}
      />
    );
  }
  return (
    <div className={`promo-card__art promo-card__placeholder promo-card__placeholder--tone-${toneOf(title)}`} aria-hidden="true">
      <span>{initialsOf(title)}</span>
    </div>
  );
}
