import type { PlainPageData } from '../contracts/page-data';

export function PlainPage({ data, className }: { data: PlainPageData; className: string }) {
  return (
    <article className={`page ${className}`}>
      <h1>{data.heading}</h1>
      <p>{data.intro}</p>
      {data.links && data.links.length > 0 && <Links links={data.links} />}
      {data.sections?.map((section) => (
        <section key={section.heading} className="page__section">
          <h2>{section.heading}</h2>
          <Links links={section.links} />
        </section>
      ))}
    </article>
  );
}

function Links({ links }: { links: NonNullable<PlainPageData['links']> }) {
  return (
    <ul className="page__links">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}
