import type { Route } from './+types/chairmans-message';
import { PageHero } from '../components/layout/page-hero';
import { chairmansLetter } from '../content/academy';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.chairman, matches);

export default function ChairmansMessage() {
  return (
    <>
      <PageHero title={PAGES.chairman.title} breadcrumb={PAGES.chairman.breadcrumb} />
      <article className="container-page max-w-3xl py-12">
        <p className="text-lg font-semibold text-brand-900">{chairmansLetter.greeting}</p>
        {chairmansLetter.paragraphs.map((p) => (
          <p key={p.slice(0, 40)} className="mt-4 leading-relaxed text-muted">
            {p}
          </p>
        ))}
        <footer className="mt-8">
          <p className="font-semibold text-brand-900">{chairmansLetter.signature}</p>
          <p className="text-sm text-muted">{chairmansLetter.role}</p>
        </footer>
      </article>
    </>
  );
}
