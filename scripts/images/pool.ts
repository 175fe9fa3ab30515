// Run async jobs a few at a time. libvips already uses several threads per image, so two images
// in flight keeps the CPU busy without the memory spike of decoding everything at once.

export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
