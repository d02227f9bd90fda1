/** The brand mark: a shamrock in a gold coin; drawn inline so the header needs no image request. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#f5c542" />
      <circle cx="20" cy="20" r="16.5" fill="#0b3d2e" stroke="#b8891a" strokeWidth="1" />
      <g fill="#3ccf6e">
        <path d="M20 19.5C14 15.2 13 10.4 16.4 9.6c1.9-.4 3.1.8 3.6 2 .5-1.2 1.7-2.4 3.6-2 3.4.8 2.4 5.6-3.6 9.9z" />
        <path d="M20 19.5C14 15.2 13 10.4 16.4 9.6c1.9-.4 3.1.8 3.6 2 .5-1.2 1.7-2.4 3.6-2 3.4.8 2.4 5.6-3.6 9.9z" transform="rotate(120 20 19.5)" />
        <path d="M20 19.5C14 15.2 13 10.4 16.4 9.6c1.9-.4 3.1.8 3.6 2 .5-1.2 1.7-2.4 3.6-2 3.4.8 2.4 5.6-3.6 9.9z" transform="rotate(240 20 19.5)" />
      </g>
      <path d="M20.5 21c.6 4 2 6.6 4.5 8.5" fill="none" stroke="#3ccf6e" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
