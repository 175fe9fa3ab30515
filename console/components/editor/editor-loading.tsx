/** The editor's place, the toolbar's and the text's, until the editor is ready: nothing moves when it is. */
export function EditorLoading() {
  return (
    <div>
      <div className="h-11 rounded-t-lg border border-b-0 border-slate-300 bg-brand-50" />
      <div className="min-h-72 rounded-b-lg border border-slate-300 bg-white p-4 text-muted">
        Loading the editor…
      </div>
    </div>
  );
}
