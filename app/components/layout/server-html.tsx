import { Suspense, type ReactNode, type Ref } from 'react';

// Markup the server renders in full and the browser keeps as it came: React hydrates the outer
// element but never its content (an element with dangerouslySetInnerHTML is a leaf to hydration,
// and the string given is the content already there), so the content's components need not ship
// in the first load. Its links stay real <a href> in the HTML; behaviour is attached to the DOM.

const kept = new Map<string, string>();

/** The content the server sent for an island, read once, before React first renders it. */
export function keptHtml(name: string): string {
  if (!kept.has(name)) kept.set(name, document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? '');
  return kept.get(name)!;
}

interface Props {
  name: string;
  as: 'header' | 'footer' | 'div';
  className: string;
  elementRef?: Ref<HTMLElement>;
  /** The content, rendered on the server (and in the browser only if no server markup exists). */
  children: ReactNode;
  /**
   * No Suspense boundary of its own: a page rendered in the browser waits for the content's code
   * (a navigation keeps the page shown until then) instead of appearing without it and then
   * pushing what follows down. For content inside a page; the header and footer do not wait.
   */
  wait?: boolean;
}

/**
 * `children` is rendered on the server. In the browser it is rendered only when the page did not
 * come with this island's markup (the first page of the visit was the staff console, or React had
 * to render the page afresh): pass a lazy component there, so its code stays out of the first load.
 */
export function ServerHtml({ name, as, className, elementRef, children, wait }: Props) {
  // One element type for the ref: the three share HTMLElement's props.
  const Tag = as as 'div';
  const ref = elementRef as Ref<HTMLDivElement> | undefined;
  const html = import.meta.env.SSR ? '' : keptHtml(name);
  if (html) return <Tag data-island={name} className={className} ref={ref} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return (
    <Tag data-island={name} className={className} ref={ref}>
      {wait ? children : <Suspense fallback={null}>{children}</Suspense>}
    </Tag>
  );
}

/** Whether an island's content is the kept server markup (its links are plain anchors). */
export const isKept = (name: string) => !import.meta.env.SSR && keptHtml(name) !== '';
