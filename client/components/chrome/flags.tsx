import { useId } from 'react';

/** Inline flags for the language switcher (SPEC §1: GB, Canada, Ireland); decorative, the label names the choice. */
const common = { className: 'flag', width: 24, height: 16, preserveAspectRatio: 'xMidYMid slice', 'aria-hidden': true, focusable: false } as const;

export function FlagGB() {
  const id = useId().replace(/:/g, '');
  return (
    <svg {...common} viewBox="0 0 60 30">
      <clipPath id={`${id}s`}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={`${id}t`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${id}s)`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id}t)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

export function FlagCA() {
  return (
    <svg {...common} viewBox="0 0 9600 4800">
      <path fill="#d52b1e" d="M0 0h2400l99 99h4602l99-99h2400v4800H7200l-99-99H2499l-99 99H0z" />
      <path
        fill="#fff"
        d="M2400 0h4800v4800H2400zm2490 4430-45-863a95 95 0 0 1 111-98l859 151-116-320a65 65 0 0 1 20-73l941-762-212-99a65 65 0 0 1-34-79l186-572-542 115a65 65 0 0 1-73-38l-105-247-423 454a65 65 0 0 1-111-57l204-1052-327 189a65 65 0 0 1-91-27l-332-652-332 652a65 65 0 0 1-91 27l-327-189 204 1052a65 65 0 0 1-111 57l-423-454-105 247a65 65 0 0 1-73 38l-542-115 186 572a65 65 0 0 1-34 79l-212 99 941 762a65 65 0 0 1 20 73l-116 320 859-151a95 95 0 0 1 111 98l-45 863z"
      />
    </svg>
  );
}

export function FlagIE() {
  return (
    <svg {...common} viewBox="0 0 3 1.5">
      <path fill="#169b62" d="M0 0h1v1.5H0z" />
      <path fill="#fff" d="M1 0h1v1.5H1z" />
      <path fill="#ff883e" d="M2 0h1v1.5H2z" />
    </svg>
  );
}
