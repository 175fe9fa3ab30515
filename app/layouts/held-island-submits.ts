/**
 * Forms sent before their island is live. The server's HTML of a form is on screen, and can be
 * filled in and sent, before its island's code has arrived and React has hydrated it (client:visible
 * fetches it when the form comes near). Without a handler the browser would navigate to the page's
 * own address with every entry in the query string (a lead lost, the visitor's details in logs and
 * history). This inline script, first in the head, holds a submit from a form inside an island that
 * React has not yet attached to (no `__reactProps$` on the element: Astro's `astro:hydrate` comes
 * before React has finished) and sends it again once React has: one send however often Send was
 * pressed. Plain ES5 and tiny: it is inlined on every Astro page, its hash in the page's CSP
 * (server/web/csp.ts).
 */
export const HOLD_ISLAND_SUBMITS_SCRIPT =
  "(function(d){var live=function(f){return Object.keys(f).some(function(k){return k.indexOf('__reactProps$')===0})};d.addEventListener('submit',function(e){var f=e.target,s=e.submitter;if(!f.closest||!f.closest('astro-island')||live(f))return;e.preventDefault();if(f.__held)return;f.__held=1;(function send(){if(!live(f))return setTimeout(send,50);f.__held=0;if(f.isConnected)f.requestSubmit(s&&s.form===f&&s.type==='submit'?s:undefined)})()},true)})(document)";
