import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import type { EnquiryForm as EnquiryFormComponent } from './enquiry-form';
import { keptHtml } from '../layout/server-html';
import { requestFormToken } from './form-token';
import { replayTypedValues, snapshotTypedValues, type TypedValues } from './typed-values';

type Props = ComponentProps<typeof EnquiryFormComponent>;
type Form = typeof EnquiryFormComponent;

// The enquiry form sits low on the pages that carry it, and its code (react-hook-form, zod) is most
// of a page's JavaScript: the browser fetches it only when the form comes near the viewport or the
// visitor reaches into it. Until then the server's HTML of the form stays on the page as it is:
// React hydrates the box around it but not the form (an element with dangerouslySetInnerHTML is a
// leaf to hydration), so hydration never waits on the form's code, and no update during or after
// hydration can swap the form for a placeholder. Once the code is here, the interactive form is
// rendered in its place, with what the visitor typed, their focus and a held submit carried over.

let loaded: Form | undefined;
let loading: Promise<Form> | undefined;
const load = () => (loading ??= import('./enquiry-form').then((module) => (loaded = module.EnquiryForm)));

// The server renders the form inline (complete HTML, no streamed swap): load it before any render.
if (import.meta.env.SSR) await load();

interface Carried {
  typed?: TypedValues;
  /** id or name of the field that had focus when the form was swapped in. */
  focused?: string;
  submitter?: HTMLElement | null;
}

export function LazyEnquiryForm(props: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState(() => loaded);
  const carried = useRef<Carried>({});

  useEffect(() => {
    if (Form) return;
    const element = box.current!;
    // One signal removes every listener below when the form is swapped in or the page leaves.
    const listening = new AbortController();
    const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) => target.addEventListener(type, listener as EventListener, { signal: listening.signal });
    let arrived: Form | undefined;
    let pressed = false;
    // What the visitor is doing in the server's form, carried into the interactive one. Recorded as
    // it happens, up to the moment React swaps the form: typing between the code's arrival and the
    // swap landed in a field about to be removed, and a snapshot taken on arrival lost it.
    const record = () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && element.contains(active)) carried.current.focused = active.getAttribute('name') || active.id;
      carried.current.typed = snapshotTypedValues(element);
    };
    // Never while a button is held down in the server's form: the browser clicks (and so submits)
    // only if the element pressed is still in the page when the button comes up.
    const swap = () => {
      if (!arrived || pressed || listening.signal.aborted) return;
      record();
      setForm(() => arrived);
    };
    const want = () => {
      void requestFormToken();
      void load().then((EnquiryForm) => {
        arrived = EnquiryForm;
        swap();
      });
    };
    // A press ends in a click (of a mouse, in the same task as its release; of a finger, later) or
    // in a cancel (a finger that scrolls); the swap waits for the task after it, past the submit.
    const release = () => {
      pressed = false;
      setTimeout(swap);
    };
    // Before the form's code runs, a submit would post the entries in the page's URL: hold it, and
    // send it once the form can.
    const holdSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      carried.current.submitter = event.submitter;
      want();
    };
    on(element, 'input', record);
    on(element, 'change', record);
    on(element, 'focusin', record);
    on(element, 'focusin', want);
    on<PointerEvent>(element, 'pointerdown', (event) => {
      pressed = !event.button;
      want();
    });
    for (const type of ['click', 'pointercancel', 'contextmenu']) on(document, type, release);
    on(element, 'submit', holdSubmit);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: '50% 0px' });
    observer.observe(element);
    return () => {
      listening.abort();
      observer.disconnect();
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
  if (!html) return <div ref={box} data-island={id} className="min-h-[36rem]" aria-busy="true" />;
  return <div ref={box} data-island={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
