import { getPageInPlace, isSkew } from '../api/get-page';
import type { PageAnswer } from '../contracts/api';
import { loadForSkew } from './skew';

/**
 * getPageInPlace for a payload whose link can also be loaded as a page (the grid's next page): when another release
 * still answers after the tries (this page's version has left the deployment), `path` is loaded as a document from
 * the version that answered, loop-guarded, as a skewed navigation is (docs/decisions/025-release-versions.md).
 */
export async function getPageInPlaceOrWhole(path: string, player: boolean): Promise<PageAnswer> {
  try {
    return await getPageInPlace(path, player);
  } catch (error) {
    const away = isSkew(error) ? loadForSkew(new URL(path, location.href).href) : null;
    if (away) return away;
    throw error;
  }
}
