/**
 * The header's menus are native <details>: they open and close without JavaScript, by mouse, touch,
 * keyboard (Enter or Space on the summary) and screen readers (announced as expandable buttons); on a
 * phone they sit in the menu the Menu button opens as a popover, which closes itself on Escape and a
 * tap elsewhere. This adds what <details> lacks: close on Escape (focus returns to the summary; the
 * phone's menu stays open until the next Escape), on a click elsewhere, and when keyboard focus moves
 * out of a menu (a link chosen loads its page; the phone's menu closes too). Plain DOM, so
 * a page whose only interactive part is the menu ships no framework for it (site/islands/page-scripts/site-chrome.ts
 * calls it). Returns the undo.
 */
export function attachMenuClosing(header: HTMLElement): () => void {
  const closeAll = (except?: Node | null) =>
    header.querySelectorAll('details[open]').forEach((d) => {
      if (!except || !d.contains(except)) d.removeAttribute('open');
    });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = [...header.querySelectorAll('details[open]')];
    if (open.length === 0) return;
    // The innermost open menu closes first; its summary takes focus back.
    const innermost = open.at(-1) as HTMLDetailsElement;
    // The popover would close on the same key: this Escape is the submenu's.
    event.preventDefault();
    innermost.removeAttribute('open');
    innermost.querySelector<HTMLElement>(':scope > summary')?.focus();
  };
  const onClick = (event: MouseEvent) => closeAll(event.target as Node);
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    // Focus leaving the window (next is null) keeps the menu as it was.
    if (!next) return;
    closeAll(next);
    if (!header.contains(next)) header.querySelector<HTMLElement>(':popover-open')?.hidePopover();
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  header.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('click', onClick);
    header.removeEventListener('focusout', onFocusOut);
  };
}
