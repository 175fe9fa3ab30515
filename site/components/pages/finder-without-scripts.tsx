import type { FinderWords } from '../../../shared/content/finder';
import { fill } from '../../../shared/lang';
import { filtersToParams, type FinderFilters } from '../../islands/course-finder/filter-state';

/**
 * What the course finder says where scripts do not run, drawn by the server beside the finder's
 * island (never in it: a phone that runs scripts downloads none of these words), in the page's
 * language (`words`, and `allPath`: the whole list's address in it).
 */
export function FinderWithoutScripts({
  filters,
  total,
  words,
  allPath,
}: {
  filters: FinderFilters;
  total: number;
  words: FinderWords['withoutScripts'];
  allPath: string;
}) {
  return (
    <noscript>
      {/* The server lists what the address asks for: without JavaScript, a filtered list links to the whole one. */}
      <p className="mt-4 text-sm text-muted">
        {filtersToParams(filters).size > 0 ? (
          <>
            {words.needScripts}{' '}
            <a href={allPath} className="font-semibold text-accent-600 underline">
              {fill(words.showAll, { total })}
            </a>
          </>
        ) : (
          fill(words.allListed, { total })
        )}
      </p>
    </noscript>
  );
}
