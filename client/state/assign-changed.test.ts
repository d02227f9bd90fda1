import { describe, expect, it } from 'vitest';
import { proxy, snapshot, subscribe } from 'valtio';
import { assignChanged } from './assign-changed';

/** What a component reading the store with useSnapshot sees: the snapshots before and after, and whether it was told. */
async function run(change: (store: { ids: number[]; name: string; count: number }) => void) {
  const store = proxy({ ids: [1, 2], name: 'a', count: 0 });
  let notified = 0;
  subscribe(store, () => (notified += 1));
  const before = snapshot(store);
  change(store);
  await new Promise((resolve) => setTimeout(resolve, 0)); // Valtio notifies after the current task's microtasks
  return { before, after: snapshot(store), notified };
}

describe('assignChanged', () => {
  it('leaves an equal array and equal primitives alone: nobody is told, the snapshot is the same', async () => {
    const { before, after, notified } = await run((s) => assignChanged(s, { ids: [1, 2], name: 'a', count: 0 }));
    expect(notified).toBe(0);
    expect(after).toBe(before);
  });

  it('sets what differs, and only that', async () => {
    const { before, after, notified } = await run((s) => assignChanged(s, { ids: [1, 2, 3], name: 'a', count: 4 }));
    expect(notified).toBe(1);
    expect(after.ids).toEqual([1, 2, 3]);
    expect(after.count).toBe(4);
    expect(after.name).toBe(before.name);
  });

  it('an array of the same ids in another order is a change', async () => {
    const { before, after } = await run((s) => assignChanged(s, { ids: [2, 1] }));
    expect(after.ids).not.toBe(before.ids);
    expect(after.ids).toEqual([2, 1]);
  });

  it('Object.assign, by contrast, hands every reader of the array a new one (why this exists)', async () => {
    const { before, after, notified } = await run((s) => Object.assign(s, { ids: [1, 2] }));
    expect(notified).toBe(1);
    expect(after.ids).not.toBe(before.ids);
  });
});
