/**
 * Forms sent before the page has hydrated. The server's HTML of a form is on screen, and can be
 * filled in and sent, seconds before React has attached its handlers on a slow phone. Without a
 * handler the browser would navigate to the page's own address with every entry in the query string
 * (a lead lost, and the visitor's details in logs and history). This inline script, first in the
 * head, holds such a submit; `sendHeldSubmits` sends it again once the page is hydrated.
 * It runs before any module, so it is plain ES5 and tiny (it is inlined on every page).
 */
export const HOLD_SUBMITS_SCRIPT =
  "(function(d){var h=window.__heldSubmits=[];d.addEventListener('submit',function(e){if(d.documentElement.hasAttribute('data-hydrated'))return;e.preventDefault();h.push([e.target,e.submitter])},true)})(document)";

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
