import { useRouteLoaderData } from 'react-router';
import type { PageInfo } from '../../../content/pages';
import { breadcrumbJsonLd } from '../../lib/breadcrumb-json-ld';
import type { RootData } from '../../root';
import { PageHero } from '../layout/page-hero';
import { JsonLd } from '../ui/json-ld';

interface GeneralPageHeroProps {
  page: Pick<PageInfo, 'path' | 'title' | 'breadcrumb'>;
  /** The h1, when it differs from the page's title (About reads "About the academy"). */
  title?: string;
  kicker?: string;
  children?: React.ReactNode;
}

/** A general page's hero and, from the same crumbs, the BreadcrumbList search engines read. Router-free: Astro pages draw it. */
export function GeneralPageHeroAt({ publicUrl, page, title = page.title, kicker, children }: GeneralPageHeroProps & { publicUrl: string }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(page.breadcrumb, `${publicUrl}${page.path}`, publicUrl)} />
      <PageHero title={title} breadcrumb={page.breadcrumb} kicker={kicker}>
        {children}
      </PageHero>
    </>
  );
}

/** The same on a React Router page, the canonical origin read from the root route's data. */
export function GeneralPageHero(props: GeneralPageHeroProps) {
  const publicUrl = useRouteLoaderData<RootData>('root')?.publicUrl ?? '';
  return <GeneralPageHeroAt publicUrl={publicUrl} {...props} />;
}
