import { useEffect } from 'react';

/** The document's title while a console page is shown: `<page> | Staff console`. */
export function usePageTitle(page: string | undefined) {
  useEffect(() => {
    document.title = page ? `${page} | Staff console` : 'Staff console';
  }, [page]);
}
