import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { EditorLoading } from './editor-loading';
import { usePromptDialog } from './prompt-dialog';
import { uploadImage } from './upload-image';

export interface RichTextEditorProps {
  /** HTML to start from (already sanitised by the server). */
  initial: string;
  onChange(html: string): void;
  onError(message: string): void;
}

// Only what the public sanitiser keeps (server/blogs/sanitize.ts): no styles, no h1 (the page title is the h1).
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  Image.configure({ inline: false }),
];

/** Tiptap (ProseMirror) with a toolbar of real buttons: every action is reachable by keyboard, pressed states are announced. */
export function TiptapEditor({ initial, onChange, onError }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: initial,
    // The editor exists only in the browser (rich-text-editor.tsx).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': 'Post body',
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'prose-article min-h-72 rounded-b-lg border border-slate-300 bg-white p-4 text-ink focus:outline-2 focus:outline-offset-2 focus:outline-accent-600',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  if (!editor) return <EditorLoading />;
  return (
    <div>
      <Toolbar editor={editor} onError={onError} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onError }: { editor: Editor; onError(message: string): void }) {
  const fileInput = useId();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    fn(editor.chain().focus()).run();

  const prompt = usePromptDialog();

  async function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = await prompt.ask({
      title: previous ? 'Change the link' : 'Add a link',
      label: 'Link address',
      hint: 'https://…, /a-page-of-this-site, mailto: or tel:. Leave empty to remove the link.',
      initial: previous,
      confirm: 'Apply',
    });
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  async function insertImage(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const outcome = await uploadImage('blogs', chosen);
    if (!outcome.ok) return onError(outcome.message);
    const alt = await prompt.ask({
      title: 'Describe the picture',
      label: 'Picture description',
      hint: 'What a reader who cannot see the picture needs to know. Leave empty only if it is decoration.',
      confirm: 'Insert picture',
    });
    if (alt === null) return;
    editor.chain().focus().setImage({ src: outcome.image.src, alt: alt.trim() }).run();
  }

  const buttons: { label: string; pressed?: boolean; onClick(): void }[] = [
    { label: 'Bold', pressed: active.bold, onClick: run((c) => c.toggleBold()) },
    { label: 'Italic', pressed: active.italic, onClick: run((c) => c.toggleItalic()) },
    { label: 'Heading', pressed: active.h2, onClick: run((c) => c.toggleHeading({ level: 2 })) },
    { label: 'Subheading', pressed: active.h3, onClick: run((c) => c.toggleHeading({ level: 3 })) },
    { label: 'Bulleted list', pressed: active.bullets, onClick: run((c) => c.toggleBulletList()) },
    { label: 'Numbered list', pressed: active.numbers, onClick: run((c) => c.toggleOrderedList()) },
    { label: 'Quote', pressed: active.quote, onClick: run((c) => c.toggleBlockquote()) },
    { label: 'Link', pressed: active.link, onClick: () => void setLink() },
    { label: 'Picture', onClick: () => document.getElementById(fileInput)?.click() },
    { label: 'Undo', onClick: run((c) => c.undo()) },
    { label: 'Redo', onClick: run((c) => c.redo()) },
  ];
  return (
    <>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-brand-50 p-1.5"
      >
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            aria-pressed={b.pressed}
            onClick={b.onClick}
            className={`min-h-8 rounded px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-600 ${b.pressed ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-white'}`}
          >
            {b.label}
          </button>
        ))}
        <input
          id={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="hidden"
          onChange={insertImage}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      {prompt.dialog}
    </>
  );
}
