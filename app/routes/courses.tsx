import { useState } from 'react';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/courses';
import { CourseFinder } from '../components/course-finder/course-finder';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { JsonLd } from '../components/ui/json-ld';
import { CATALOGUE_PAGE, catalogue } from '../../content/courses/catalogue';
import { site } from '../../content/site';
import { pageMeta } from '../lib/meta';
import { DEFAULT_SHARE_IMAGE } from '../lib/route-meta';
import { publicUrlFrom } from '../lib/public-url.server';

// Everything from the records comes through the loader (meta included): importing the catalogue module
// into code that runs in the browser would bundle all 48 full records.
// The finder gets a slim list (title, path, subject, summary, keywords, duration, modes), not the full records.
export function loader({ context }: Route.LoaderArgs) {
  return { ...catalogue(), page: CATALOGUE_PAGE, publicUrl: publicUrlFrom(context) };
}

// Filters change only the query string; the list itself is fixed at build time, so never refetch it.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.page, publicUrl: loaderData.publicUrl, image: DEFAULT_SHARE_IMAGE }) : [];

const BREADCRUMB = [{ label: 'Home', href: '/' }, { label: 'Courses' }];

/**
 * A new visit to /courses (a link in the header, the back button) starts the finder afresh from its
 * URL; the finder's own URL updates keep it, and its typed-in state, in place.
 */
function useFinderKey(): string {
  const location = useLocation();
  const [key, setKey] = useState(location.key);
  const ownUpdate = (location.state as { finder?: boolean } | null)?.finder === true;
  if (!ownUpdate && key !== location.key) setKey(location.key);
  return ownUpdate ? key : location.key;
}

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, subjects, page, publicUrl } = loaderData;
  const finderKey = useFinderKey();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: `Courses at ${site.name}`,
          itemListElement: courses.map((course, i) => ({ '@type': 'ListItem', position: i + 1, url: `${publicUrl}${course.path}` })),
        }}
      />
      <GeneralPageHero page={{ ...page, breadcrumb: BREADCRUMB }}>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">
          All {courses.length} courses in one place. Search by name or topic, or narrow the list by subject, length and the way you want to study: in a classroom in Kerala, Dubai,
          Sharjah or Abu Dhabi, online live, or one to one.
        </p>
      </GeneralPageHero>
      <section className="py-10 sm:py-14">
        <div className="container-page">
          <CourseFinder key={finderKey} courses={courses} subjects={subjects} />
        </div>
      </section>
    </>
  );
}
