import { InfoContent } from '../components/info/info-content';
import type { InfoPageData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

/** /info/{page}/: the same content the info popup shows, as a page of its own (new tab, no JavaScript, crawlers). */
export default function InfoPage({ data }: PageProps<InfoPageData>) {
  return (
    <article className="page page--info">
      <h1>{data.heading}</h1>
      <InfoContent data={data} />
    </article>
  );
}
