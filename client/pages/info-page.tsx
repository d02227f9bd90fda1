import { HtmlContent } from '../components/html-content';
import type { InfoPageData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

export default function InfoPage({ data }: PageProps<InfoPageData>) {
  return (
    <article className="page page--info">
      <h1>{data.heading}</h1>
      <HtmlContent html={data.html} />
    </article>
  );
}
