const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/**
 * The tall tile's artwork (SPEC §3): the default image with its 1x marker replaced by 3x. Only the file name is
 * touched, because CDNs also use '1x' as a folder ('/1x/games/7_1x.webp' → '/1x/games/7_3x.webp'); the query
 * string and fragment are left alone. The last '1x' not preceded by a digit wins, as markers are suffixes
 * ('1x2_reels_1x.jpg' → '1x2_reels_3x.jpg') and '11x' is a number, not a marker. No marker: the URL as given.
 */
export function portraitImage(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const nameStart = path.lastIndexOf('/') + 1;
  // Scanned by hand rather than with a lookbehind regex, which older Safari cannot even parse.
  let at = path.lastIndexOf('1x');
  while (at >= nameStart && isDigit(path[at - 1])) at = path.lastIndexOf('1x', at - 1);
  if (at < nameStart) return url;
  return `${url.slice(0, at)}3x${url.slice(at + 2)}`;
}
