import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  title: string;
  /** What happens if staff go on: the consequence, in words. */
  children: ReactNode;
  /** The confirming button's words, naming the action ("Make admin", "Delete batch"). */
  confirm: string;
  busy?: boolean;
  /** The id of what takes focus back when the opener cannot (gone with the change, or now disabled). */
  returnTo?: string;
  /** Called with the dialog's own fields (a choice it offers), if any. */
  onConfirm(fields: FormData): void;
  onClose(): void;
}

/**
 * A consequential change asked, not assumed: a modal dialog (the rest of the page inert) that names
 * the consequence, starts on its safe choice, closes with Escape or Keep, and gives focus back to the
 * control that opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  returnTo,
  onConfirm,
  onClose,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    keep.current?.focus();
    return () => {
      // The opener may be gone (a deleted row) or disabled (a choice put back): focus then goes to
      // what the page names, else to the page's heading, never to the page's body.
      if (opener?.isConnected && !opener.matches(':disabled')) return opener.focus();
      const fallback =
        (returnTo && document.getElementById(returnTo)) ||
        document.querySelector<HTMLElement>('main h1');
      if (fallback && !fallback.matches('a[href], button, input, select, textarea, [tabindex]'))
        fallback.tabIndex = -1;
      fallback?.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the opener is the one at opening
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-ink shadow-lift backdrop:bg-brand-950/50"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(new FormData(event.currentTarget));
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <div id={`${id}-body`} className="mt-3 space-y-3 text-sm">
          {children}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button ref={keep} type="button" className="btn-outline text-brand-900" onClick={onClose}>
            Keep as it is
          </button>
          <button
            type="submit"
            disabled={busy}
            className="btn bg-red-700 text-white hover:bg-red-800"
          >
            {confirm}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
