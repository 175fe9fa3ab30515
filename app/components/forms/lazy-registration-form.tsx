import { lazyForm } from './lazy-form';

// The registration form is the register page's content, and its code (react-hook-form, zod, the
// schema) the larger part of the page's JavaScript: the page is shown and hydrated without it, and
// the form becomes interactive as soon as its code is here (it is in view from the start). Its place
// on a page rendered in the browser is held at the form's height (measured at 390, 640 and 1280 px).
const { LazyForm, preload } = lazyForm(() => import('./registration-form').then((module) => module.RegistrationForm), 'min-h-[144rem] sm:min-h-[90rem] lg:min-h-[84rem]');

// The server renders the form inline (complete HTML, no streamed swap): load it before any render.
if (import.meta.env.SSR) await preload();

export const LazyRegistrationForm = LazyForm;
