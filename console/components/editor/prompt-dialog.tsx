import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { inputClass, labelClass } from '../styles';

export interface PromptOptions {
  title: string;
  label: string;
  hint: string;
  initial?: string;
  confirm: string;
}

type Request = PromptOptions & { resolve(value: string | null): void };

/**
 * Asks for one line of text in a modal dialog: the console's replacement for window.prompt, with a
 * labelled input and a hint, keyboard focus kept inside while it is open, Escape or Cancel to leave.
 * `ask` resolves with the text, or null when the question was cancelled.
 */
export function usePromptDialog() {
  const [request, setRequest] = useState<Request | null>(null);
  const ask = (options: PromptOptions) =>
    new Promise<string | null>((resolve) => setRequest({ ...options, resolve }));
  // In the page's body, outside the post's form, so nothing typed in the dialog can submit the post.
  const dialog =
    request &&
    createPortal(
      <PromptDialog
        request={request}
        onDone={(value) => {
          setRequest(null);
          request.resolve(value);
        }}
      />,
      document.body,
    );
  return { ask, dialog };
}

function PromptDialog({
  request,
  onDone,
}: {
  request: Request;
  onDone(value: string | null): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [value, setValue] = useState(request.initial ?? '');
  const id = useId();

  useEffect(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal makes the rest of the page inert, so Tab stays within the dialog.
    dialog.current?.showModal();
    input.current?.select();
  }, []);

  const finish = (answer: string | null) => {
    dialog.current?.close();
    // A cancelled question returns focus to the button that asked it; an answer moves on to the editor.
    if (answer === null) opener.current?.focus();
    onDone(answer);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        finish(null);
      }}
      // Enter is acted on as it goes down and then stopped: left alone, the rest of the key press
      // would reach the editor, which has focus again by then, and type over the selected text.
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        if (event.target instanceof HTMLButtonElement) event.target.click();
        else if (event.target instanceof HTMLInputElement) finish(value);
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-ink shadow-lift backdrop:bg-brand-950/50"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {request.title}
        </h2>
        <label className={`${labelClass} mt-4`}>
          {request.label}
          <input
            dir="auto"
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {request.hint}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-outline text-brand-900" onClick={() => finish(null)}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={() => finish(value)}>
            {request.confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
