import { Extension, Mark, Node, getSchema, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import {
  DOMParser as ArticleParser,
  DOMSerializer,
  type DOMOutputSpec,
  type Node as ArticleNode,
  type Schema,
} from '@tiptap/pm/model';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import StarterKit from '@tiptap/starter-kit';
import { ARTICLE_ELEMENTS } from '../../../shared/article-html';
import { isSiteImage } from '../../../schemas/content-admin';

// What the blog editor knows: every element and attribute the public sanitiser allows
// (shared/article-html.ts) is either edited here or kept as it was. ProseMirror drops what its
// schema lacks, so a post loaded through a smaller schema lost its tables at the next save.

/** Kept whole as one uneditable block: the editor shows them but has no tools for their parts. */
const KEPT_BLOCKS = ['div', 'dl', 'dt', 'dd', 'figure', 'figcaption'] as const;

/** Inline elements StarterKit does not keep as themselves (it writes <b> as <strong>, <del> as <s>). */
const KEPT_MARKS = [
  'b',
  'i',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'kbd',
  'span',
] as const;

const attributesOf = (tag: string): readonly string[] =>
  (ARTICLE_ELEMENTS as Record<string, readonly string[]>)[tag] ?? [];

/** Each allowed attribute of `tag`, read from and written to the element as it is. */
const keptAttributes = (tag: string) =>
  Object.fromEntries(
    attributesOf(tag).map((name) => [
      name,
      {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute(name),
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes[name] === null ? {} : { [name]: attributes[name] },
      },
    ]),
  );

const keptMarks = KEPT_MARKS.map((tag) =>
  Mark.create({
    name: `kept_${tag}`,
    inclusive: false,
    // Above StarterKit's own rules, which would take <b>, <i> and <del> as bold, italic and strike.
    parseHTML: () => [{ tag, priority: 60 }],
    addAttributes: () => keptAttributes(tag),
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  }),
);

const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const keptValue = (tag: string, name: string, value: string) =>
  (tag === 'a' && name === 'href' && !SAFE_HREF.test(value.trim())) ||
  (tag === 'img' && name === 'src' && !isSiteImage(value))
    ? null
    : value;

/** A kept element: its tag, attributes and children, text as strings (which ProseMirror draws as text). */
type Spec = string | [string, Record<string, string>, ...Spec[]];

/**
 * An element as a DOMOutputSpec of the allowed elements and attributes alone (it may come from a
 * paste, and the editor draws it in the console's own page), so writing it back needs no document.
 */
function specOf(element: Element): Spec[] {
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].flatMap((child): Spec[] =>
    child.nodeType === 1
      ? specOf(child as Element)
      : child.nodeType === 3
        ? [child.textContent ?? '']
        : [],
  );
  if (!(tag in ARTICLE_ELEMENTS)) return children;
  if (tag === 'img' && keptValue(tag, 'src', element.getAttribute('src') ?? '') === null) return [];
  const attributes = Object.fromEntries(
    attributesOf(tag).flatMap((name) => {
      const value = element.getAttribute(name);
      const kept = value === null ? null : keptValue(tag, name, value);
      return kept === null ? [] : [[name, kept]];
    }),
  );
  return [[tag, attributes, ...children]];
}

/** A spec kept in an attribute, copied: ProseMirror refuses to draw an attribute's own arrays. */
const copied = (spec: unknown) => structuredClone(spec) as DOMOutputSpec;

const KeptBlock = Node.create({
  name: 'keptBlock',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    spec: { default: null, rendered: false, parseHTML: (element) => specOf(element)[0] },
  }),
  parseHTML: () => KEPT_BLOCKS.map((tag) => ({ tag })),
  renderHTML: ({ node }) => copied(node.attrs.spec),
});

/**
 * Tables on prosemirror-tables. A row remembers its section (thead, tbody, tfoot) and the table its
 * caption, which serializeArticle writes back in place: the rows themselves are what staff edit.
 */
const TABLE_ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) =>
    extension.name in TABLE_ROLES ? { tableRole: TABLE_ROLES[extension.name] } : {},
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes: () => ({
    caption: {
      default: null,
      parseHTML: (element) => {
        const caption = element.querySelector(':scope > caption');
        return caption ? specOf(caption)[0] : null;
      },
      rendered: false,
    },
  }),
  // The caption is read into the table's attribute; parsed as content it would become a row.
  parseHTML: () => [{ tag: 'table' }, { tag: 'caption', ignore: true }],
  renderHTML: ({ node }) => [
    'table',
    node.attrs.caption ? { 'data-caption': JSON.stringify(node.attrs.caption) } : {},
    ['tbody', 0],
  ],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  addAttributes: () => ({
    section: {
      default: 'tbody',
      parseHTML: (element) => {
        const parent = element.parentElement?.tagName.toLowerCase();
        return parent === 'thead' || parent === 'tfoot' ? parent : 'tbody';
      },
      renderHTML: (attributes) =>
        attributes.section === 'tbody' ? {} : { 'data-section': attributes.section },
    },
  }),
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

// A span of 1 is written only where the post wrote it.
const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name) ?? 1) || 1,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] === 1 && !(attributes.written as string[] | null)?.includes(name)
      ? {}
      : { [name]: attributes[name] },
});
const cell = (name: string, tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes: () => ({
      ...keptAttributes(tag),
      colspan: span('colspan'),
      rowspan: span('rowspan'),
      colwidth: { default: null, rendered: false },
      written: {
        default: null,
        rendered: false,
        parseHTML: (element: HTMLElement) =>
          (['colspan', 'rowspan'] as const).filter((name) => element.hasAttribute(name)),
      },
    }),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

/**
 * ProseMirror puts the text of a list item, cell or quote in a paragraph. One it made that way (not
 * read from a <p>) is `bare`, and is written back as the text alone when it is its parent's only one.
 */
const BareParagraphs = Extension.create({
  name: 'bareParagraphs',
  addGlobalAttributes: () => [
    {
      types: ['paragraph'],
      attributes: {
        bare: {
          default: true,
          parseHTML: () => false,
          renderHTML: (attributes) => (attributes.bare ? { 'data-bare': '' } : {}),
        },
      },
    },
  ],
});

export const articleExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  Image.extend({
    addAttributes() {
      return { ...this.parent?.(), loading: { default: null } };
    },
  }).configure({ inline: false }),
  ...keptMarks,
  KeptBlock,
  TableRoles,
  Table,
  TableRow,
  cell('tableCell', 'td'),
  cell('tableHeader', 'th'),
  BareParagraphs,
];

export const articleSchema = (): Schema => getSchema(articleExtensions);

/** A post's HTML as the editor's document. */
export function parseArticle(html: string, schema: Schema, document: Document): ArticleNode {
  const body = new document.defaultView!.DOMParser().parseFromString(html, 'text/html').body;
  return ArticleParser.fromSchema(schema).parse(body);
}

const UNWRAPPED_IN = new Set(['LI', 'TD', 'TH', 'BLOCKQUOTE']);

/**
 * The editor's document as the post's HTML: tables in their sections, bare paragraphs unwrapped.
 * Written in a document of its own, where no picture loads and no handler runs.
 */
export function serializeArticle(doc: ArticleNode, schema: Schema, page: Document): string {
  const document = page.implementation.createHTMLDocument('');
  const box = document.createElement('div');
  box.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document }));
  for (const table of box.querySelectorAll('table')) {
    const body = table.querySelector(':scope > tbody');
    const rows = body ? [...body.children] : [];
    body?.remove();
    const caption = table.getAttribute('data-caption');
    table.removeAttribute('data-caption');
    if (caption !== null)
      table.append(DOMSerializer.renderSpec(document, JSON.parse(caption) as DOMOutputSpec).dom);
    let section: Element | undefined;
    for (const row of rows) {
      const name = row.getAttribute('data-section') ?? 'tbody';
      row.removeAttribute('data-section');
      if (section?.tagName.toLowerCase() !== name)
        table.append((section = document.createElement(name)));
      section.append(row);
    }
  }
  for (const paragraph of box.querySelectorAll('p[data-bare]')) {
    paragraph.removeAttribute('data-bare');
    const parent = paragraph.parentElement!;
    const alone = [...parent.children].filter((child) => child.tagName === 'P').length === 1;
    if (UNWRAPPED_IN.has(parent.tagName) && alone) paragraph.replaceWith(...paragraph.childNodes);
  }
  return box.innerHTML;
}
