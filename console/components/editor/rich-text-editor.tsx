import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { EditorLoading } from './editor-loading';
import type { RichTextEditorProps } from './tiptap-editor';

// The console renders on the server first, and the editor exists only in the browser. Its code
// (tiptap, ProseMirror) is fetched once the page is hydrated, so the server never loads it.
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').then((module) => ({ default: module.TiptapEditor })),
);

export function RichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <EditorLoading />;
  return (
    <Suspense fallback={<EditorLoading />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
