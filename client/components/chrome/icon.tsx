import type { ReactNode } from 'react';

/** Inline 24×24 stroke icons (no downloads); decorative: the control around them carries the name. */
export function Icon({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={`icon ${className}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

// The header's own icons, on the first screen; the rest are in icons.tsx, with the lazy chrome that shows them.
export const BurgerIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h11" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);
