import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './modal';

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
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      start={keep}
      returnTo={returnTo}
      onClose={onClose}
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
    </Modal>
  );
}
