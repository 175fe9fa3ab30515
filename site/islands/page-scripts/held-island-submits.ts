/**
 * Forms sent, and buttons pressed, before their island is live. The server's HTML of an island is on
 * screen, and can be used, before its code has arrived and React has hydrated it (client:visible
 * fetches it when the island comes near). A form without its handler would be posted by the browser
 * itself (ADR 0017), leaving the page for the server's answer instead of the island's; a script-only
 * button (`type="button"`: View Image) would do nothing at all. This inline
 * script, first in the head, holds such a submit or press in an island React has not yet attached to
 * (no `__reactProps$` on the element: Astro's `astro:hydrate` comes before React has finished) and
 * repeats it once React has: one send however often Send was pressed, and the last button pressed.
 * Plain ES5 and tiny: it is inlined on every Astro page, its hash in the page's CSP
 * (server/web/csp.ts).
 */
export const HOLD_ISLAND_SUBMITS_SCRIPT =
  "(function(d){var p,live=function(e){return Object.keys(e).some(function(k){return k.indexOf('__reactProps$')===0})},once=function(e,f){(function wait(){if(!live(e))return setTimeout(wait,50);f()})()};d.addEventListener('submit',function(e){var f=e.target,s=e.submitter;if(!f.closest||!f.closest('astro-island')||live(f))return;e.preventDefault();if(f.__held)return;f.__held=1;once(f,function(){f.__held=0;if(f.isConnected)f.requestSubmit(s&&s.form===f&&s.type==='submit'?s:undefined)})},true);d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('astro-island button[type=button]');if(!b||live(b)||p===b)return;p=b;once(b,function(){if(p!==b)return;p=0;if(b.isConnected)b.click()})},true)})(document)";
