import ContactPanel from '../components/contact/contact-panel';
import type { PlainPageData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

/** /contact-us/: the contact panel as a page (the footer's and menu's Contact Us open it as a popup instead). */
export default function ContactPage({ data }: PageProps<PlainPageData>) {
  return (
    <article className="page page--contact">
      <h1>{data.heading}</h1>
      <ContactPanel />
    </article>
  );
}
