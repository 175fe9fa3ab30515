/**
 * Forms sent, and buttons pressed, before the page has hydrated. The server's HTML of a form is on
 * screen, and can be filled in and sent, seconds before React has attached its handlers on a slow
 * phone (its scripts are asked for only after the first paint: ./hydrate-after-paint.server.ts).
 * Without a handler the browser would navigate to the page's own address with every entry in the
 * query string (a lead lost, and the visitor's details in logs and history). This inline script,
 * first in the head, holds such a submit; `sendHeldSubmits` sends it again once the page is
 * hydrated. A press on a script-only button (`type="button"`: View Image, a carousel's arrows) would
 * do nothing at all before React runs: the last one is held, and this script presses it again when
 * the page is marked hydrated (./hydration-mark.ts). Once React has started on the document (its
 * root marker is there) it replays such presses itself while it hydrates, so none is held from then
 * on (none pressed twice).
 * It runs before any module, so it is plain ES5 and tiny (it is inlined on every page).
 */
export const HOLD_SUBMITS_SCRIPT =
  "(function(d){var p,h=window.__heldSubmits=[],r=function(){return d.documentElement.hasAttribute('data-hydrated')};d.addEventListener('submit',function(e){if(r())return;e.preventDefault();h.push([e.target,e.submitter])},true);d.addEventListener('click',function(e){var b=!r()&&!Object.keys(d).some(function(k){return k.indexOf('__reactContainer$')===0})&&e.target.closest&&e.target.closest('button[type=button]');if(b)p=b},true);new MutationObserver(function(m,o){if(!r())return;o.disconnect();if(p&&p.isConnected)p.click()}).observe(d.documentElement,{attributes:true,attributeFilter:['data-hydrated']})})(document)";

type Held = [HTMLFormElement, HTMLElement | null];

/** Sends each form held before hydration once (a visitor who pressed Send twice meant one lead). */
export function sendHeldSubmits() {
  const held = (window as { __heldSubmits?: Held[] }).__heldSubmits?.splice(0) ?? [];
  const last = new Map(held);
  for (const [form, submitter] of last) {
    if (!form.isConnected) continue;
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form && submitter.type === 'submit' ? submitter : undefined);
  }
}
