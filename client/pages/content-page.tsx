import { PlainPage } from '../components/plain-page';
import type { PlainPageData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

/** Content routes (promotions, providers, themes, info, reviews, contact, game info) until their own pages land. */
export default function ContentPage({ data, params }: PageProps<PlainPageData>) {
  const kind = Object.values(params)[0] ?? 'index';
  return <PlainPage data={data} className={`page--content page--${kind}`} />;
}
