import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/build-server';

/**
 * The server bundled as `npm run build` bundles it, for the tests that run the real process: what production
 * runs, and it starts without a TypeScript loader. Inside the project (its packages resolve from node_modules),
 * apart from build/ and per suite. Returns the cleanup.
 */
export async function provideServerBundle(
  project: TestProject,
  suite: string,
): Promise<() => void> {
  const dir = path.resolve('.tmp', `test-server-${suite}-${process.pid}`);
  await bundleServer(path.join(dir, 'main.js'));
  project.provide('serverBundle', path.join(dir, 'main.js'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
