import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPolicy } from './csp';

describe('the policy of a page one copy of which serves everyone', () => {
  const sha256 = (text: string) =>
    `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('names each of its inline scripts by hash, and nothing for a data block or an external script (allowed as self)', () => {
    const html =
      '<script>customElements.define("x-y", class extends HTMLElement {});</script><p>é</p><script type="application/ld+json">{}</script><script type="module">import "/b.js";</script><script src="/c.js"></script>';
    const scriptSrc = /script-src ([^;]*)/.exec(hashPolicy(html, false))![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(
      [
        "'self'",
        sha256('customElements.define("x-y", class extends HTMLElement {});'),
        sha256('import "/b.js";'),
      ].sort(),
    );
    expect(hashPolicy(html, false)).not.toMatch(/nonce-|unsafe-inline'?;?\s*script/);
  });

  it('upgrades insecure requests when the site is served over HTTPS', () => {
    expect(hashPolicy('<p></p>', true)).toMatch(/upgrade-insecure-requests/);
    expect(hashPolicy('<p></p>', false)).not.toMatch(/upgrade-insecure-requests/);
  });
});
