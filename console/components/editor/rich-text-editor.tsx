import { lazy, Suspense } from 'react';
import { EditorLoading } from './editor-loading';
import type { RichTextEditorProps } from './tiptap-editor';

// The editor's code (tiptap, ProseMirror) is the console's largest: fetched when a post is opened,
// never with the rest of the console.
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').then((module) => ({ default: module.TiptapEditor })),
);

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
