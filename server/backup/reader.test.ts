import { describe, expect, it } from 'vitest';
import { lines, READ_LIMITS } from './reader';

async function* chunks(...parts: Buffer[]) {
  for (const part of parts) yield part;
}
const collect = async (source: AsyncIterable<string>) => {
  const out = [];
  for await (const line of source) out.push(line);
  return out;
};

describe('the lines of a table entry', () => {
  it('are whole however the unpacked stream is cut, a character split between chunks included', async () => {
    const text = Buffer.from('{"name": "Zoë"}\n{"name": "☃"}\n{"last": true}');
    for (let cut = 0; cut <= text.length; cut++)
      expect(
        await collect(lines(chunks(text.subarray(0, cut), text.subarray(cut)), 'db/t.jsonl')),
      ).toEqual(['{"name": "Zoë"}', '{"name": "☃"}', '{"last": true}']);
  });

  it('stop at a line longer than the limit, naming its row', async () => {
    const long = Buffer.alloc(1024 * 1024, 0x61);
    const parts = Array.from({ length: READ_LIMITS.lineBytes / long.length + 2 }, () => long);
    await expect(
      collect(lines(chunks(Buffer.from('{}\n'), ...parts), 'db/t.jsonl')),
    ).rejects.toThrow(`db/t.jsonl, row 2, is longer than 8 MiB`);
  });
});
