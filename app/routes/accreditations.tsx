import { Phone } from 'lucide-react';
import type { Route } from './+types/accreditations';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { AccreditationGallery } from '../components/pages/accreditation-gallery';
import { accreditationsIntro } from '../../content/academy';
import { PAGES } from '../../content/pages';
import { site } from '../../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.accreditations, matches);

export default function Accreditations() {
  return (
    <>
      <GeneralPageHero page={PAGES.accreditations}>
        <p className="mt-5 flex flex-wrap items-center gap-2 text-brand-100">
          <Phone aria-hidden="true" className="size-4 text-gold-400" />
          Questions about a credential? Call
          <a href={`tel:${site.phoneHref}`} className="font-semibold text-white underline underline-offset-4">
            {site.phone}
          </a>
        </p>
      </GeneralPageHero>
      <section aria-label="Our accreditations" className="section-y">
        <div className="container-page">
          <p className="max-w-3xl text-lead text-muted">{accreditationsIntro}</p>
          <div className="mt-8">
            <AccreditationGallery />
          </div>
        </div>
      </section>
    </>
  );
}
