// The language switch (site/components/layout/language-switch.tsx) keeps the visitor's query and
// place: the server wrote the bare path of the page in the other language.
export function keepQueryOnSwitch(root: ParentNode, location: Pick<Location, 'search' | 'hash'>) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    const target = new URL(link.href);
    target.search = location.search;
    target.hash = location.hash;
    link.href = target.href;
  }
}
