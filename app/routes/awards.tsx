import type { Route } from './+types/awards';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { AwardGallery } from '../components/pages/award-gallery';
import { PAGES } from '../../content/pages';
import { site } from '../../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.awards, matches);

export default function Awards() {
  return (
    <>
      <GeneralPageHero page={PAGES.awards} kicker={`Recognition for ${site.name}`} />
      <section aria-label="Our awards" className="section-y">
        <div className="container-page">
          <AwardGallery />
        </div>
      </section>
    </>
  );
}
