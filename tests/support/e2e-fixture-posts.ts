// Test-only: before the e2e server starts, stores the XSS fixture posts in its fresh database,
// through the blogs service's sanitising write path, plus one row written raw (as a legacy import
// or a manual SQL edit would) so the suite also proves the sanitiser that runs on read.
// Run by tests/support/e2e-server.mjs; never part of the product's start-up.
import path from 'node:path';
import { openDatabase } from '../../server/db/connect';
import { blogs } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed';
import { createBlogsService } from '../../server/blogs/blog-reader';
import {
  RAW_ROW_MARKER,
  RAW_ROW_SLUG,
  RAW_ROW_TITLE,
  XSS_PAYLOADS,
  xssPostHtml,
  xssPostTitle,
} from './e2e/xss-payloads';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the e2e database directory.');

const database = await openDatabase({ dataDir: path.resolve(dataDir) });
try {
  await database.migrate();
  await seedDatabase(database.db);
  const service = createBlogsService(database.db);
  // Older than every seeded post, so the fixtures sit at the end of the list.
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await service.create({
      slug: `xss-fixture-${index + 1}`,
      title: xssPostTitle(index),
      content: xssPostHtml(payload, index),
      featuredImage: '/images/blogs/default.webp',
      createdAt: day(index),
    });
  }
  await database.db.insert(blogs).values({
    slug: RAW_ROW_SLUG,
    title: RAW_ROW_TITLE,
    content: `<p>${RAW_ROW_MARKER}</p>${XSS_PAYLOADS.map((p) => p.html).join('\n')}`,
    featuredImage: '/images/blogs/default.webp',
    createdAt: day(-1),
  });
} finally {
  await database.close();
}
