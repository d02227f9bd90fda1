/**
 * Object.assign for a Valtio store that leaves a field alone when its new value equals the old one. Valtio already
 * skips a primitive set to itself, but a new array is a change to it however alike: a guest's session check that
 * re-assigns `favouriteGames: []` re-rendered every tile of the lobby in one synchronous task (~100 ms at 4× CPU,
 * the platform-ready long task of issue 29's traces).
 */
export function assignChanged<T extends object>(target: T, patch: Partial<T>): void {
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const next = patch[key] as T[keyof T];
    if (!sameValue(target[key], next)) target[key] = next;
  }
}

/** Equal primitives, or arrays of the same primitives in the same order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
