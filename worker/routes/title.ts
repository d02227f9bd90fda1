/** 'lucky-clover-gold' → 'Lucky Clover Gold': a readable heading until the CMS supplies titles. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
