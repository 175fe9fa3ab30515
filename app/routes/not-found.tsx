import { Link, data } from 'react-router';
import type { Route } from './+types/not-found';
import { PAGES } from '../../content/pages';
import { site } from '../../content/site';

export function loader() {
  // The body is a helpful page; the status tells crawlers and tools the truth.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${site.name}` }, { name: 'robots', content: 'noindex' }];

const SUGGESTIONS = [
  { label: 'Home', path: '/' },
  { label: 'Facilities management diplomas', path: '/diploma-mastery-fm' },
  { label: 'Blogs', path: PAGES.blogs.path },
  { label: 'Contacts', path: PAGES.contacts.path },
];

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold text-accent-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        The page you were looking for does not exist or has moved. These pages may help, or call us on{' '}
        <a className="text-accent-600 underline" href={`tel:${site.phoneHref}`}>
          {site.phone}
        </a>
        .
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {SUGGESTIONS.map((s) => (
          <li key={s.path}>
            <Link to={s.path} className="btn-outline text-brand-900">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
