// Known XSS payloads, each of which would set window.__xss and open an alert if it ran.
// tests/support/e2e-fixture-posts.ts stores them as posts in the e2e server's fresh database;
// tests/e2e/blogs-xss.spec.ts proves in Chromium that none runs and the readable text survives.

export interface XssPayload {
  name: string;
  html: string;
}

const run = (n: number) => `window.__xss=${n};alert(${n})`;

export const XSS_PAYLOADS: XssPayload[] = [
  { name: 'script element', html: `<script>${run(1)}</script>` },
  {
    name: 'script with a data: source',
    html: `<script src="data:text/javascript,${run(2)}"></script>`,
  },
  { name: 'img onerror', html: `<img src="x" onerror="${run(3)}">` },
  { name: 'body onload', html: `<body onload="${run(4)}">Body text 4</body>` },
  { name: 'autofocus onfocus', html: `<input autofocus onfocus="${run(5)}">` },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${run(6)}"><summary>Summary 6</summary>Details 6</details>`,
  },
  { name: 'javascript: link', html: `<a href="javascript:${run(7)}">Click 7</a>` },
  {
    name: 'entity-obfuscated javascript: link',
    html: `<a href="jav&#x09;ascript:${run(8)}">Click 8</a><a href="&#106;avascript:${run(8)}">Click 8b</a>`,
  },
  {
    name: 'data: HTML link',
    html: `<a href="data:text/html,<script>${run(9)}</script>">Click 9</a>`,
  },
  {
    name: 'iframe srcdoc',
    html: `<iframe srcdoc="<script>parent.__xss=10;parent.alert(10)</script>"></iframe>`,
  },
  {
    name: 'iframe javascript: source',
    html: `<iframe src="javascript:parent.__xss=11;parent.alert(11)"></iframe>`,
  },
  {
    name: 'object data: source',
    html: `<object data="data:text/html,<script>parent.__xss=12;parent.alert(12)</script>"></object>`,
  },
  { name: 'svg onload', html: `<svg onload="${run(13)}"><circle r="4"></circle></svg>` },
  { name: 'svg script', html: `<svg><script>${run(14)}</script></svg>` },
  {
    name: 'svg animate onbegin',
    html: `<svg><animate onbegin="${run(15)}" attributeName="x" dur="1s"></animate></svg>`,
  },
  {
    name: 'svg image in a data: URL',
    html: `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${run(16)}'/>">`,
  },
  {
    name: 'MathML mglyph/style mutation',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${run(17)}">`,
  },
  { name: 'MathML href', html: `<math href="javascript:${run(18)}"><mi>Click 18</mi></math>` },
  {
    name: 'CSS url(javascript:)',
    html: `<p style="background-image:url(javascript:${run(19)})">Styled 19</p>`,
  },
  { name: 'CSS expression()', html: `<div style="width:expression(${run(20)})">Styled 20</div>` },
  {
    name: 'style element',
    html: `<style>@import url("javascript:${run(21)}");body{background:url("javascript:${run(21)}")}</style>`,
  },
  { name: 'broken quotes', html: `<img """><script>${run(22)}</script>">` },
  { name: 'comment hiding an element', html: `<!--<img src="--><img src=x onerror="${run(23)}">` },
  { name: 'split script tags', html: `<scr<script>ipt>${run(24)}</scr</script>ipt>` },
  {
    name: 'noscript attribute escape',
    html: `<noscript><p title="</noscript><img src=x onerror=${run(25)}>"></noscript>`,
  },
  {
    name: 'meta refresh',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${run(27)}">`,
  },
  { name: 'base href', html: `<base href="javascript:${run(28)}//">` },
  {
    name: 'button formaction',
    html: `<form><button formaction="javascript:${run(29)}">Click 29</button></form>`,
  },
  { name: 'marquee onstart', html: `<marquee onstart="${run(30)}">Marquee 30</marquee>` },
  { name: 'video source onerror', html: `<video><source onerror="${run(31)}"></video>` },
  {
    name: 'link to a javascript: stylesheet',
    html: `<link rel="stylesheet" href="javascript:${run(32)}">`,
  },
  {
    name: 'external link without rel',
    html: `<a href="https://example.org/" target="_self">External 33</a>`,
  },
  // Last: an unclosed script swallows whatever follows it in the raw row.
  { name: 'unclosed tags', html: `<p><b><i>Unclosed 26 <a href="/about">About <script>${run(26)}` },
];

export const XSS_TITLE_PREFIX = 'XSS fixture';
/** A title is text: even markup in it must show as written and never run. */
export const XSS_TITLE_PAYLOAD = `${XSS_TITLE_PREFIX} title <img src=x onerror="${run(99)}"> <script>${run(99)}</script>`;

/** The title of payload `index`'s post; the first carries the title payload. */
export const xssPostTitle = (index: number) =>
  index === 0
    ? XSS_TITLE_PAYLOAD
    : `${XSS_TITLE_PREFIX} ${index + 1}: ${XSS_PAYLOADS[index]!.name}`;

export const readableMarker = (index: number) => `Readable text ${index + 1} survives.`;

/** A fixture post's body: the payload between two paragraphs of readable text. */
export const xssPostHtml = (payload: XssPayload, index: number) =>
  `<h2>Payload ${index + 1}: ${payload.name}</h2><p>${readableMarker(index)}</p>${payload.html}<p>Closing paragraph ${index + 1}.</p>`;

/** The slug of the row written raw, bypassing the sanitiser on write, to prove the read-time pass. */
export const RAW_ROW_SLUG = 'xss-fixture-raw-row';
export const RAW_ROW_TITLE = `${XSS_TITLE_PREFIX} raw row`;
export const RAW_ROW_MARKER = 'Raw row text survives.';
