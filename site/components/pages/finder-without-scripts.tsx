import { CATALOGUE_PATH } from '../../../shared/content/courses/catalogue-filters';
import { filtersToParams, type FinderFilters } from '../../islands/course-finder/filter-state';

/**
 * What the course finder says where scripts do not run, drawn by the server beside the finder's
 * island (never in it: a phone that runs scripts downloads none of these words).
 */
export function FinderWithoutScripts({
  filters,
  total,
}: {
  filters: FinderFilters;
  total: number;
}) {
  return (
    <noscript>
      {/* The server lists what the address asks for: without JavaScript, a filtered list links to the whole one. */}
      <p className="mt-4 text-sm text-muted">
        {filtersToParams(filters).size > 0 ? (
          <>
            Search and filters need JavaScript.{' '}
            <a
              href={CATALOGUE_PATH}
              className="font-semibold text-accent-600 underline"
            >{`Show all ${total} courses`}</a>
          </>
        ) : (
          `Search and filters need JavaScript. All ${total} courses are listed on this page, grouped by subject.`
        )}
      </p>
    </noscript>
  );
}
