import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port';

// nginx (Debian's nginx-light) on a throwaway configuration: its own prefix directory, a free
// loopback port, no daemon, pid, logs and temp files in a temporary directory, one worker (one
// process, like the product's server), answering files as the product answers them.

export interface RunningNginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function findNginx(): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** nginx's path, installing Debian's nginx-light first when the bench runs as root; undefined when there is none. */
export function ensureNginx(): string | undefined {
  const found = findNginx();
  if (found || process.getuid?.() !== 0) return found;
  console.log('nginx is not installed: apt-get install -y nginx-light');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'ignore',
    env,
  });
  return findNginx();
}

/** Serves each file at its path with the given headers (e.g. a page's brotli body with its content-encoding). */
export async function startNginx(
  binary: string,
  files: { urlPath: string; file: string }[],
  headers: Record<string, string>,
): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-nginx-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${path.join(prefix, kind)};`,
  );
  const { 'content-type': contentType, ...others } = headers;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp.join('\n  ')}
  keepalive_requests 100000;
  types { }
  default_type "${contentType ?? 'application/octet-stream'}";
  server {
    listen 127.0.0.1:${port};
    ${files
      .map(
        ({ urlPath, file }) =>
          `location = ${urlPath} {\n      alias ${file};\n      ${Object.entries(others)
            .map(([name, value]) => `add_header ${name} "${value}";`)
            .join('\n      ')}\n    }`,
      )
      .join('\n    ')}
  }
}
`,
  );
  const version =
    /nginx\/([\d.]+)/.exec(spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? '?';
  const child = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}${files[0]!.urlPath}`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(
        `nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').slice(-500)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    version,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        // QUIT: a graceful stop of master and worker.
        child.kill('SIGQUIT');
      }),
  };
}
