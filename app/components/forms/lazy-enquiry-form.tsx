import { lazy, memo, Suspense, useCallback, useEffect, useRef, type ComponentProps } from 'react';
import type { EnquiryForm as EnquiryFormComponent } from './enquiry-form';
import { requestFormToken } from './form-token';
import { replayTypedValues, snapshotTypedValues, type TypedValues } from './typed-values';

type Props = ComponentProps<typeof EnquiryFormComponent>;
type Loaded = { default: typeof EnquiryFormComponent };

// The enquiry form sits low on the pages that carry it, and its code (react-hook-form, zod) is most
// of a page's JavaScript: the browser fetches it only when the form comes near the viewport or the
// visitor reaches into it. Until then the server's HTML of the form stays on the page as it is.

let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
const load = () => (loading ??= import('./enquiry-form').then((module) => (loaded = { default: module.EnquiryForm })));

// The server renders the form inline (complete HTML, no streamed swap): load it before any render.
if (import.meta.env.SSR) await load();

let wanted: (() => void) | undefined;
const whenWanted = new Promise<void>((resolve) => (wanted = resolve));

// Already loaded (the server, or a later page of the visit): resolve synchronously, so React renders
// the form at once instead of suspending. Otherwise wait until the form is wanted.
const LazyForm = lazy(() => (loaded ? ({ then: (resolve: (value: Loaded) => void) => resolve(loaded!) } as unknown as Promise<Loaded>) : whenWanted.then(load)));

/** Runs once the form inside the boundary is hydrated (effects of a boundary run after its commit). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

// Memoised: a re-render of the page while the form's boundary still waits for its code would make
// React drop the server's HTML of the form and show the fallback instead (an update to a dehydrated
// boundary it cannot hydrate yet). Equal props stop here, so the boundary is left alone.
const FormBoundary = memo(function FormBoundary({ onHydrated, ...props }: Props & { onHydrated: () => void }) {
  return (
    <Suspense fallback={<div className="min-h-[36rem]" aria-busy="true" />}>
      <LazyForm {...props} />
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  );
});

export function LazyEnquiryForm(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<{ hydrated: boolean; typed?: TypedValues; submitter?: HTMLElement | null }>({ hydrated: false });

  useEffect(() => {
    const element = box.current!;
    const want = () => {
      void requestFormToken();
      wanted?.();
    };
    // What the visitor types while the code is on its way (react-hook-form clears it as it attaches).
    const keepTyped = () => {
      if (!state.current.hydrated) state.current.typed = snapshotTypedValues(element);
    };
    // Before the form's code runs, a submit would post the entries in the page's URL: hold it, and
    // send it once the form can.
    const holdSubmit = (event: SubmitEvent) => {
      if (state.current.hydrated) return;
      event.preventDefault();
      state.current.submitter = event.submitter;
      want();
    };
    element.addEventListener('focusin', want);
    element.addEventListener('pointerdown', want);
    element.addEventListener('submit', holdSubmit, true);
    element.addEventListener('input', keepTyped, true);
    element.addEventListener('change', keepTyped, true);
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: '50% 0px' }) : undefined;
    if (observer) observer.observe(element);
    else want();
    return () => {
      observer?.disconnect();
      element.removeEventListener('focusin', want);
      element.removeEventListener('pointerdown', want);
      element.removeEventListener('submit', holdSubmit, true);
      element.removeEventListener('input', keepTyped, true);
      element.removeEventListener('change', keepTyped, true);
    };
  }, []);

  const onHydrated = useCallback(() => {
    const current = state.current;
    if (current.hydrated) return;
    current.hydrated = true;
    const form = box.current?.querySelector('form');
    if (!form) return;
    // Put back what the visitor typed before the code arrived, then send a submit that was held.
    if (current.typed) replayTypedValues(form, current.typed);
    if (current.submitter !== undefined) form.requestSubmit(current.submitter instanceof HTMLButtonElement ? current.submitter : undefined);
  }, []);

  return (
    <div ref={box}>
      <FormBoundary {...props} onHydrated={onHydrated} />
    </div>
  );
}
