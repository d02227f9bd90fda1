/**
 * The parts of WP_Query the REST routes rely on: keyword search over title, excerpt and raw content (every term
 * must match; '-term' excludes; quoted phrases; short words and stopwords dropped), search relevance order, and
 * the orderby columns. MySQL's default collation compares case-insensitively, so matching and sorting do too.
 */
import type { CmsPost } from '../data/cms-model';

const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(','),
);

interface SearchTerms {
  include: string[];
  exclude: string[];
  /** The whole string, for the sentence-match tiers of the relevance order. */
  sentence: string;
  count: number;
}

/** WP_Query::parse_search + parse_search_terms. */
export function parseSearch(s: string): SearchTerms {
  const sentence = s.replace(/[\r\n]/g, '');
  const raw = sentence.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  let terms = raw
    .map((t) => (/^".+"$/.test(t) ? t.replace(/^["']+|["']+$/g, '') : t.replace(/^["' ]+|["' ]+$/g, '')))
    .filter((t) => t && !(t.length === 1 && /^[a-z-]$/i.test(t)) && !STOPWORDS.has(t.toLowerCase()));
  // Only short words or stopwords, or 10+ terms: the whole string is one term.
  if (terms.length === 0 || terms.length > 9) terms = [sentence];
  const include = terms.filter((t) => !t.startsWith('-')).map((t) => t.toLowerCase());
  const exclude = terms.filter((t) => t.startsWith('-')).map((t) => t.slice(1).toLowerCase());
  return { include, exclude, sentence: sentence.toLowerCase(), count: raw.length || 1 };
}

const haystacks = (post: CmsPost) => [post.title, post.excerpt, post.content].map((s) => s.toLowerCase());

export function matchesSearch(post: CmsPost, terms: SearchTerms): boolean {
  const fields = haystacks(post);
  return terms.include.every((t) => fields.some((f) => f.includes(t))) && terms.exclude.every((t) => fields.every((f) => !f.includes(t)));
}

/**
 * parse_search_order: one term → title matches first; several → 1 whole sentence in title, 2 all terms in title,
 * 3 any term in title, 4 sentence in excerpt, 5 sentence in content, 6 the rest. Lower sorts first.
 */
export function relevance(post: CmsPost, terms: SearchTerms): number {
  const [title, excerpt, content] = haystacks(post) as [string, string, string];
  if (terms.count <= 1) return terms.include.some((t) => title.includes(t)) ? 1 : 2;
  const sentence = /(?:\s|^)-/.test(terms.sentence) ? null : terms.sentence;
  if (sentence && title.includes(sentence)) return 1;
  if (terms.include.length < 7 && terms.include.every((t) => title.includes(t))) return 2;
  if (terms.include.length < 7 && terms.include.length > 1 && terms.include.some((t) => title.includes(t))) return 3;
  if (sentence && excerpt.includes(sentence)) return 4;
  if (sentence && content.includes(sentence)) return 5;
  return 6;
}

const byText = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

export type PostOrderby = 'author' | 'date' | 'id' | 'include' | 'modified' | 'parent' | 'relevance' | 'slug' | 'include_slugs' | 'title' | 'menu_order';

/** ORDER BY for the REST orderby values; ties fall back to id so the order is stable (MySQL's is not promised). */
export function comparePosts(orderby: PostOrderby, order: 'asc' | 'desc', list: { include: readonly number[]; slugs: readonly string[]; terms?: SearchTerms }) {
  const dir = order === 'asc' ? 1 : -1;
  const primary = (a: CmsPost, b: CmsPost): number => {
    switch (orderby) {
      case 'id':
        return dir * (a.id - b.id);
      case 'title':
        return dir * byText(a.title, b.title);
      case 'slug':
        return dir * byText(a.slug, b.slug);
      case 'modified':
        return dir * byText(a.modified, b.modified);
      case 'menu_order':
        return dir * ((a.menuOrder ?? 0) - (b.menuOrder ?? 0));
      // FIELD(ID, …) and FIELD(post_name, …) ignore the order direction.
      case 'include':
        return list.include.indexOf(a.id) - list.include.indexOf(b.id);
      case 'include_slugs':
        return list.slugs.indexOf(a.slug) - list.slugs.indexOf(b.slug);
      case 'relevance':
        return list.terms ? relevance(a, list.terms) - relevance(b, list.terms) || byText(b.date, a.date) : 0;
      // One author and no parents: every post ties.
      case 'author':
      case 'parent':
        return 0;
      case 'date':
        return dir * byText(a.date, b.date);
    }
  };
  return (a: CmsPost, b: CmsPost) => primary(a, b) || dir * (a.id - b.id);
}
