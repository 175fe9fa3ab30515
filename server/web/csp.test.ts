import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedCopy } from './csp';

describe('a page kept for everyone', () => {
  const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('loses its nonce and names each of its inline scripts by hash in its policy', () => {
    const body = Buffer.from(`<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">window.x = 1;</script><p>é</p><script type="application/ld+json">{}</script><script nonce="${nonce}" type="module">import "/b.js";</script><script src="/c.js" nonce="${nonce}"></script>`);
    const kept = sharedCopy({ body, nonce }, false)!;
    expect(kept.body.toString()).toBe(body.toString().replaceAll(` nonce="${nonce}"`, ''));
    expect(kept.body.includes(nonce)).toBe(false);
    const scriptSrc = /script-src ([^;]*)/.exec(kept.csp)![1]!.split(' ');
    // Both inline scripts, and nothing for the data block or the external script (allowed as 'self').
    expect(scriptSrc.sort()).toEqual(["'self'", sha256('window.x = 1;'), sha256('import "/b.js";')].sort());
    expect(kept.csp).not.toMatch(/nonce-/);
    expect(sharedCopy({ body, nonce }, true)!.csp).toMatch(/upgrade-insecure-requests/);
  });

  it('is not shared when its nonce appears anywhere but in a nonce attribute', () => {
    expect(sharedCopy({ body: Buffer.from(`<script nonce="${nonce}"></script><p>${nonce}</p>`), nonce }, false)).toBeUndefined();
  });

  it('rendered without a nonce (an Astro page), is shared as it is, its inline scripts named by hash', () => {
    const body = Buffer.from('<script>customElements.define("x-y", class extends HTMLElement {});</script><p>é</p>');
    const kept = sharedCopy({ body }, false)!;
    expect(kept.body).toBe(body);
    expect(/script-src ([^;]*)/.exec(kept.csp)![1]!.split(' ')).toEqual(["'self'", sha256('customElements.define("x-y", class extends HTMLElement {});')]);
  });
});
