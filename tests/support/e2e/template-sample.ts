/**
 * A few of `items` that between them show every one of `parts` both present and absent (where any item does):
 * the pages of one template on which its whole-page checks run. The first item is always taken; then, each time,
 * the item that shows the most part-and-presence pairs not yet seen.
 */
export function coveringSample<T>(
  items: readonly T[],
  parts: Record<string, (item: T) => boolean>,
): T[] {
  const pairs = (item: T) => Object.entries(parts).map(([name, has]) => `${name}:${has(item)}`);
  const wanted = new Set(items.flatMap(pairs));
  const sample: T[] = [];
  for (let next: T | undefined = items[0]; next !== undefined;) {
    sample.push(next);
    for (const pair of pairs(next)) wanted.delete(pair);
    const gain = (item: T) => pairs(item).filter((pair) => wanted.has(pair)).length;
    next = items
      .filter((item) => !sample.includes(item) && gain(item) > 0)
      .sort((a, b) => gain(b) - gain(a))[0];
  }
  return sample;
}
