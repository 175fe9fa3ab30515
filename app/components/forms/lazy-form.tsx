import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { keptHtml } from '../layout/server-html';
import { requestFormToken } from './form-token';
import { replayTypedValues, snapshotTypedValues, type TypedValues } from './typed-values';

// A form's code (react-hook-form, zod) is most of a page's JavaScript: the browser fetches it only
// when the form comes near the viewport or the visitor reaches into it. Until then the server's
// HTML of the form stays on the page as it is: React hydrates the box around it but not the form
// (an element with dangerouslySetInnerHTML is a leaf to hydration), so hydration never waits on the
// form's code, and no update during or after hydration can swap the form for a placeholder. Once
// the code is here, the interactive form is rendered in its place, with what the visitor typed and
// ticked, their focus and a held submit carried over.

interface Carried {
  typed?: TypedValues;
  /** id or name of the field that had focus when the form was swapped in. */
  focused?: string;
  submitter?: HTMLElement | null;
}

/**
 * The form `load` brings, as a component that shows the server's form until then. `preload`
 * fetches the code; the server must call it before rendering (pages are rendered whole).
 */
export function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>, placeholderClassName: string) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load().then((form) => (loaded = form)));

  function LazyForm(props: Props) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    const [Form, setForm] = useState(() => loaded);
    const carried = useRef<Carried>({});

    useEffect(() => {
      if (Form) return;
      const element = box.current!;
      let done = false;
      // What the visitor is doing in the server's form, carried into the interactive one. Recorded as
      // it happens, up to the moment React swaps the form: typing between the code's arrival and the
      // swap landed in a field about to be removed, and a snapshot taken on arrival lost it.
      const record = () => {
        const active = document.activeElement;
        if (active instanceof HTMLElement && element.contains(active)) carried.current.focused = active.getAttribute('name') || active.id;
        carried.current.typed = snapshotTypedValues(element);
      };
      const want = () => {
        void requestFormToken();
        void preload().then((LoadedForm) => {
          if (done) return;
          record();
          setForm(() => LoadedForm);
        });
      };
      // Before the form's code runs, a submit would post the entries in the page's URL: hold it, and
      // send it once the form can.
      const holdSubmit = (event: SubmitEvent) => {
        event.preventDefault();
        carried.current.submitter = event.submitter;
        want();
      };
      // `input` comes for every kind of field (a select or a box too), `focusin` as focus moves.
      const listeners: [string, EventListener, boolean?][] = [
        ['input', record],
        [
          'focusin',
          () => {
            record();
            want();
          },
        ],
        ['pointerdown', want],
        ['submit', holdSubmit as EventListener, true],
      ];
      for (const [type, listener, capture] of listeners) element.addEventListener(type, listener, capture);
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: '50% 0px' });
      observer.observe(element);
      return () => {
        done = true;
        observer.disconnect();
        for (const [type, listener, capture] of listeners) element.removeEventListener(type, listener, capture);
      };
    }, [Form]);

    // Runs in the same task as the swap, before the browser can take another key (a passive effect
    // would leave a gap in which a key pressed in the new, still empty, form was then overwritten),
    // and after react-hook-form has attached to the new fields (their refs are set during commit).
    useLayoutEffect(() => {
      const form = box.current?.querySelector('form');
      const { typed, focused, submitter } = carried.current;
      carried.current = {};
      if (!Form || !form) return;
      if (typed) replayTypedValues(form, typed);
      if (focused) form.querySelector<HTMLElement>(`[name="${focused}"], [id="${focused}"]`)?.focus();
      // The button pressed was in the server's form, now gone: the form has one submit button.
      if (submitter !== undefined) form.requestSubmit();
    }, [Form]);

    if (Form) {
      return (
        <div ref={box} data-island={id}>
          <Form {...props} />
        </div>
      );
    }
    const html = import.meta.env.SSR ? '' : keptHtml(id);
    // A page rendered in the browser (a later page of the visit) has no server markup: hold the
    // form's place until its code is here.
    if (!html) return <div ref={box} data-island={id} className={placeholderClassName} aria-busy="true" />;
    return <div ref={box} data-island={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  }

  return { LazyForm, preload };
}
