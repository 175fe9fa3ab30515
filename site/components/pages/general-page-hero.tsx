import type { PageInfo } from '../../../shared/content/pages';
import { breadcrumbJsonLd } from '../../lib/breadcrumb-json-ld';
import { PageHero } from '../layout/page-hero';
import { JsonLd } from '../ui/json-ld';
import { pathIn, type Lang } from '../../../shared/lang';

interface GeneralPageHeroProps {
  /** The canonical origin, for the BreadcrumbList's addresses. */
  publicUrl: string;
  page: Pick<PageInfo, 'path' | 'title' | 'breadcrumb'>;
  /** The h1, when it differs from the page's title (About reads "About the academy"). */
  title?: string;
  kicker?: string;
  children?: React.ReactNode;
  lang: Lang;
}

/** A general page's hero and, from the same crumbs, the BreadcrumbList search engines read. */
export function GeneralPageHero({
  publicUrl,
  page,
  title = page.title,
  kicker,
  children,
  lang,
}: GeneralPageHeroProps) {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          page.breadcrumb,
          `${publicUrl}${pathIn(lang, page.path)}`,
          publicUrl,
        )}
      />
      <PageHero title={title} breadcrumb={page.breadcrumb} kicker={kicker} lang={lang}>
        {children}
      </PageHero>
    </>
  );
}
