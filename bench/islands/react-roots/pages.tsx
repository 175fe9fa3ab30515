import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { EnquiryForm } from '../../../app/components/forms/enquiry-form';
import { Counters } from '../../../app/components/home/counters';
import { FmPitch } from '../../../app/components/home/fm-pitch';
import { HeroSlider } from '../../../app/components/home/hero-slider';
import { LearningTracks } from '../../../app/components/home/learning-tracks';
import { SloganBanner } from '../../../app/components/home/slogan-banner';
import { SocialLinks } from '../../../app/components/home/social-links';
import { TestimonialCarousel } from '../../../app/components/home/testimonial-carousel';
import { ClientLogos } from '../../../app/components/pages/client-logos';
import { ContactCard } from '../../../app/components/pages/contact-card';
import { LazyMap } from '../common/lazy-map';
import { mapsDirectionsUrl, mapsEmbedUrl } from '../../../app/components/pages/maps';
import { contactCards, contactPage } from '../../../content/contacts';
import { site } from '../../../content/site';
import { Blogs, Course, Footer, Hero, Recognition } from '../common/components';
import { contactsCrumbs, coursePage, featured, nav, PAGE_PATHS, PUBLIC_URL, recentBlogs, titles } from '../common/data';
import { EnquiryFrame } from '../common/enquiry-frame';
import { Courses } from '../common/featured-courses';
import { Floating } from '../common/floating';
import { Header } from '../common/header';
import { Island } from './island';

export interface Assets {
  css: string;
  font: string;
  client: string;
}

function Document({ title, path, assets, children }: { title: string; path: string; assets: Assets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{title}</title>
        <link rel="stylesheet" href={assets.css} />
        <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />
        <script type="module" src={assets.client} />
      </head>
      <body id="top" className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          Skip to content
        </a>
        <Island name="header" when="idle" component={Header} props={{ nav, path }} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer path={path} />
        <Island name="floating" when="idle" component={Floating} props={{ pageUrl: `${PUBLIC_URL}${path}`, path }} />
      </body>
    </html>
  );
}

function Home() {
  const path = PAGE_PATHS.home;
  return (
    <>
      <Island name="hero" when="visible" component={HeroSlider} props={{}} />
      <Recognition path={path} />
      <Island name="slogan" when="visible" component={SloganBanner} props={{}} />
      <FmPitch />
      <Island name="courses" when="visible" component={Courses} props={{ courses: featured, path }} />
      <ClientLogos heading="Trusted by the organisations our learners work for" />
      <Island name="testimonials" when="visible" component={TestimonialCarousel} props={{}} />
      <Island name="counters" when="visible" component={Counters} props={{}} />
      <LearningTracks />
      <Blogs blogs={recentBlogs()} path={path} />
      <SocialLinks />
      <EnquiryFrame>
        <Island name="enquiry" when="visible" component={EnquiryForm} props={{}} />
      </EnquiryFrame>
    </>
  );
}

function CoursePage() {
  const path = PAGE_PATHS.course;
  const page = coursePage(path);
  return (
    <>
      <Course {...page} path={path} />
      <EnquiryFrame heading={`Enquire about ${page.course.abbreviation ?? 'this course'}`}>
        <Island name="enquiry" when="visible" component={EnquiryForm} props={{ defaultCourse: page.subject.enquiryOption }} />
      </EnquiryFrame>
    </>
  );
}

function Contacts() {
  const india = site.offices.india;
  return (
    <>
      <Hero title={titles.contacts} breadcrumb={contactsCrumbs} path={PAGE_PATHS.contacts}>
        <p className="mt-4 max-w-2xl text-lead text-brand-100">{contactPage.intro}</p>
      </Hero>
      <section aria-label="How to reach us" className="section-y">
        <ul className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {contactCards.map((card) => (
            <ContactCard key={card.heading} card={card} className={card.offices ? 'md:col-span-2 lg:col-span-1' : ''} />
          ))}
        </ul>
      </section>
      <EnquiryFrame>
        <Island name="enquiry" when="visible" component={EnquiryForm} props={{}} />
      </EnquiryFrame>
      <section aria-labelledby="map-heading" className="section-y">
        <div className="container-page">
          <h2 id="map-heading" className="text-title text-brand-900">
            {contactPage.mapHeading}
          </h2>
          <div className="mt-8">
            <Island name="map" when="visible" component={LazyMap} props={{ src: mapsEmbedUrl(india.mapsQuery), title: `Map of the ${india.label}`, fallbackHref: mapsDirectionsUrl(india.mapsQuery) }} />
          </div>
        </div>
      </section>
    </>
  );
}

const PAGES = { home: Home, course: CoursePage, contacts: Contacts };

/** Each page's path and its whole HTML document. */
export function renderPages(assets: Assets): { path: string; html: string }[] {
  return (Object.keys(PAGES) as (keyof typeof PAGES)[]).map((name) => {
    const Page = PAGES[name];
    const path = PAGE_PATHS[name];
    const body = renderToString(
      <Document title={titles[name]} path={path} assets={assets}>
        <Page />
      </Document>,
    );
    return { path, html: `<!DOCTYPE html>${body}` };
  });
}
