import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  /** Its accessible name: the id of its heading. */
  labelledBy: string;
  describedBy?: string;
  /** What takes focus when it opens (else the browser's first focusable control). */
  start?: RefObject<HTMLElement | null>;
  /** The id of what takes focus back when the opener cannot (gone with the change, or now disabled). */
  returnTo?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog (the rest of the page inert) that closes with Escape and gives focus back to the
 * control that opened it, or, when that is gone or disabled, to what the page names, else to the
 * page's heading: never to the page's body.
 */
export function Modal({ labelledBy, describedBy, start, returnTo, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    start?.current?.focus();
    return () => {
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
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-ink shadow-lift backdrop:bg-brand-950/50"
    >
      {children}
    </dialog>,
    document.body,
  );
}
