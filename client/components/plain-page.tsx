import type { PlainPageData } from '../contracts/page-data';

export function PlainPage({ data, className }: { data: PlainPageData; className: string }) {
  return (
    <article className={`page ${className}`}>
      <h1>{data.heading}</h1>
      <p>{data.intro}</p>
      {data.links && data.links.length > 0 && (
        <ul className="page__links">
          {data.links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
