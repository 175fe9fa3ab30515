// `npm start` on a fresh clone: build the site first if it has not been built yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server/index.js')) {
  console.log('The site is not built yet: running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
