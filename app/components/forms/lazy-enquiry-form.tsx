import { lazyForm } from './lazy-form';

// The enquiry form sits low on the pages that carry it: its code comes when it comes near.
const { LazyForm, preload } = lazyForm(() => import('./enquiry-form').then((module) => module.EnquiryForm), 'min-h-[36rem]');

// The server renders the form inline (complete HTML, no streamed swap): load it before any render.
if (import.meta.env.SSR) await preload();

export const LazyEnquiryForm = LazyForm;
