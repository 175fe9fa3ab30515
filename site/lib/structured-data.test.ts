import { describe, expect, it } from 'vitest';
import {
  breadcrumbMismatches,
  structuredDataProblems,
} from '../../tests/support/e2e/structured-data';
import { blogPostingJsonLd } from '../components/blog/blog-json-ld';
import { courseJsonLd } from '../components/course/course-json-ld';
import type { Batch } from '../../shared/batches';
import { sampleBatch } from '../../tests/support/batch-fixtures';
import { COURSES, subjectById } from '../../shared/content/courses';
import { catalogueSubjectPath } from '../../shared/content/courses/catalogue-filters';
import { ACCESSIBILITY_PAGE } from '../../shared/content/accessibility-page';
import { PAGES, type Crumb } from '../../shared/content/pages';
import { configuredSocialLinks, site } from '../../shared/content/site';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { organizationJsonLdDocument } from './organization';

const PUBLIC_URL = 'https://academy.example';

const courseDoc = (course: (typeof COURSES)[number], batches: Batch[] = []) => {
  const subject = subjectById(course.subject);
  const breadcrumb = [
    { label: 'Home', href: '/' },
    { label: subject.breadcrumb, href: catalogueSubjectPath(subject.id) },
    { label: course.title },
  ];
  return courseJsonLd(course, subject, breadcrumb, PUBLIC_URL, batches);
};
const BATCH = sampleBatch({ id: 3 });

const post = {
  id: 7,
  title: 'A post',
  featured_image: '/images/blogs/default.webp',
  created_at: '2026-11-01T09:30:00.000Z',
  lang: 'en' as const,
  content: '<p>Hi</p>',
};
const blogDoc = () => blogPostingJsonLd(post, 'About a post', `${PUBLIC_URL}/blogs/7`, PUBLIC_URL);

// A deep copy to break on purpose.
const copy = <T>(value: T): T => structuredClone(value);

describe('the organisation on every page', () => {
  it('is in Arabic on the Arabic pages: its description, offices and places, its name the brand', () => {
    const org = organizationJsonLdDocument(PUBLIC_URL, 'ar');
    expect(structuredDataProblems([org])).toEqual([]);
    expect(org.name).toBe(site.name);
    expect(org.description).toMatch(/^\p{Script=Arabic}/u);
    for (const address of org.address) {
      expect(address.name).toMatch(/^\p{Script=Arabic}/u);
      expect(address.addressCountry).toMatch(/^\p{Script=Arabic}/u);
    }
    expect(org.areaServed.map((place) => place.name)).toContain('دبي');
    expect(org.knowsLanguage).toEqual(['en', 'ar']);
    expect(JSON.stringify(org)).not.toContain('Office');
  });

  it('is an EducationalOrganization with both offices, the phone and every configured social profile', () => {
    const org = organizationJsonLdDocument(PUBLIC_URL);
    expect(structuredDataProblems([org])).toEqual([]);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: site.name,
      url: `${PUBLIC_URL}/`,
      telephone: site.phone,
    });
    expect(org.address.map((a) => a.addressCountry)).toEqual([
      site.offices.india.lines.at(-1),
      site.offices.uae.lines.at(-1),
    ]);
    expect(org.address.map((a) => a.addressLocality)).toEqual([
      site.offices.india.lines.at(-2),
      site.offices.uae.lines.at(-2),
    ]);
    expect(org.sameAs).toEqual(configuredSocialLinks().map((l) => l.href));
    expect(org.sameAs.length).toBeGreaterThan(0);
  });
});

describe('structured data of the generators', () => {
  it.each(COURSES.map((c) => [c.slug, c] as const))(
    'course %s is a valid Course and BreadcrumbList',
    (_slug, course) => {
      expect(structuredDataProblems([courseDoc(course)])).toEqual([]);
    },
  );

  it('a course with batches has one valid CourseInstance per batch: dates, mode, place with address or virtual location, schedule', () => {
    const online: Batch = {
      ...BATCH,
      id: 4,
      centre: 'online',
      mode: 'Live online',
      time_zone: 'Asia/Kolkata',
      start_time: '18:30',
    };
    const doc = courseDoc(COURSES[0]!, [BATCH, online]);
    expect(structuredDataProblems([doc])).toEqual([]);
    const instances = (doc['@graph'][0] as { hasCourseInstance: Record<string, unknown>[] })
      .hasCourseInstance;
    expect(instances).toHaveLength(2);
    expect(instances[0]).toMatchObject({
      courseMode: 'Onsite',
      startDate: '2026-04-03T09:00:00+04:00',
      endDate: '2026-05-23',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      },
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'Weekly',
        repeatCount: 8,
        scheduleTimezone: 'Asia/Dubai',
      },
    });
    expect(instances[1]).toMatchObject({
      courseMode: 'Online',
      startDate: '2026-04-03T18:30:00+05:30',
      location: { '@type': 'VirtualLocation', url: `${PUBLIC_URL}/${COURSES[0]!.slug}` },
    });
  });

  it('a blog post is a valid BlogPosting and BreadcrumbList', () => {
    expect(structuredDataProblems([blogDoc()])).toEqual([]);
  });

  const generalPages = [
    ...Object.values(PAGES).filter((page) => page.breadcrumb.length > 0),
    ACCESSIBILITY_PAGE,
  ];
  it.each(generalPages.map((page) => [page.path, page] as const))(
    'general page %s: a valid BreadcrumbList matching its hero trail',
    (path, page) => {
      const pageUrl = `${PUBLIC_URL}${path}`;
      const doc = breadcrumbJsonLd(page.breadcrumb, pageUrl, PUBLIC_URL);
      expect(structuredDataProblems([doc])).toEqual([]);
      const visible = page.breadcrumb.map((crumb, i) => ({
        label: crumb.label,
        href: i < page.breadcrumb.length - 1 ? ((crumb as Crumb).href ?? null) : null,
      }));
      expect(breadcrumbMismatches(visible, [doc], pageUrl)).toEqual([]);
      expect(doc.itemListElement.at(-1)).toMatchObject({
        name: page.breadcrumb.at(-1)!.label,
        item: pageUrl,
      });
    },
  );
});

describe('the structured-data checker', () => {
  it('finds a Course without description, a nameless provider and a malformed instance and offer', () => {
    const doc = copy(courseDoc(COURSES[0]!)) as { '@graph': Record<string, unknown>[] };
    const courseNode = doc['@graph'][0]!;
    delete courseNode.description;
    courseNode.provider = { '@type': 'EducationalOrganization' };
    courseNode.hasCourseInstance = [
      { '@type': 'CourseInstance', courseMode: 'By post', courseWorkload: '40 hours' },
    ];
    courseNode.offers = { '@type': 'Offer' };
    const problems = structuredDataProblems([doc]).join('\n');
    expect(problems).toMatch(/Course#0: description missing/);
    expect(problems).toMatch(/Course#0: provider with a name missing/);
    expect(problems).toMatch(/courseMode must be/);
    expect(problems).toMatch(/courseWorkload must be an ISO 8601 duration/);
    expect(problems).toMatch(/offers\[0\]: category missing/);
  });

  it('finds a batch ending before it starts, a place without an address and a schedule without its pace', () => {
    const doc = copy(courseDoc(COURSES[0]!, [BATCH])) as { '@graph': Record<string, unknown>[] };
    const [instance] = (doc['@graph'][0] as { hasCourseInstance: Record<string, unknown>[] })
      .hasCourseInstance;
    instance!.endDate = '2026-04-01';
    instance!.location = { '@type': 'Place', name: 'Dubai' };
    instance!.courseSchedule = { '@type': 'Schedule', repeatFrequency: 'Fortnightly' };
    const problems = structuredDataProblems([doc]).join('\n');
    expect(problems).toMatch(/endDate is before startDate/);
    expect(problems).toMatch(/address must be a PostalAddress/);
    expect(problems).toMatch(/repeatFrequency must be/);
    expect(problems).toMatch(/repeatCount must be/);
  });

  it('finds breadcrumbs out of order or without an item, a BlogPosting without image or author, and an address-less organisation', () => {
    const doc = copy(blogDoc()) as { '@graph': Record<string, unknown>[] };
    const posting = doc['@graph'][0]!;
    posting.image = ['/relative.webp'];
    delete posting.author;
    posting.datePublished = 'yesterday';
    const crumbs = doc['@graph'][1]!.itemListElement as Record<string, unknown>[];
    crumbs[1]!.position = 5;
    delete crumbs[0]!.item;
    const org = copy(organizationJsonLdDocument(PUBLIC_URL)) as Record<string, unknown>;
    delete org.address;
    const problems = structuredDataProblems([doc, org]).join('\n');
    expect(problems).toMatch(/BlogPosting#0: image must be absolute URLs/);
    expect(problems).toMatch(/BlogPosting#0: author must be/);
    expect(problems).toMatch(/BlogPosting#0: datePublished/);
    expect(problems).toMatch(/itemListElement\[1\]: position 5, expected 2/);
    expect(problems).toMatch(/itemListElement\[0\]: item must be an absolute URL/);
    expect(problems).toMatch(/EducationalOrganization#2: address missing/);
  });

  it('finds a BreadcrumbList that differs from the visible trail: names, a link, the page, a missing or extra list', () => {
    const pageUrl = `${PUBLIC_URL}/our-story`;
    const visible = [
      { label: 'Home', href: '/' },
      { label: 'Our Story', href: null },
    ];
    const doc = breadcrumbJsonLd(PAGES.story.breadcrumb, pageUrl, PUBLIC_URL);
    expect(breadcrumbMismatches(visible, [doc], pageUrl)).toEqual([]);
    expect(
      breadcrumbMismatches([...visible, { label: 'Extra', href: null }], [doc], pageUrl),
    ).toEqual([
      expect.stringMatching(/reads Home \/ Our Story, the page shows Home \/ Our Story \/ Extra/),
    ]);
    const wrongLink = copy(doc);
    wrongLink.itemListElement[0]!.item = `${PUBLIC_URL}/about`;
    expect(breadcrumbMismatches(visible, [wrongLink], pageUrl)).toEqual([
      `crumb "Home" at ${PUBLIC_URL}/about, its link goes to /`,
    ]);
    const wrongPage = copy(doc);
    wrongPage.itemListElement[1]!.item = `${PUBLIC_URL}/about`;
    expect(breadcrumbMismatches(visible, [wrongPage], pageUrl)).toEqual([
      `last crumb at ${PUBLIC_URL}/about, the page is ${pageUrl}`,
    ]);
    expect(breadcrumbMismatches(visible, [], pageUrl)).toEqual([
      '0 BreadcrumbLists for one visible breadcrumb',
    ]);
    expect(breadcrumbMismatches([], [doc], pageUrl)).toEqual([
      'a BreadcrumbList but no visible breadcrumb',
    ]);
  });

  it('refuses a document without the schema.org context or of a type it has no rules for', () => {
    expect(structuredDataProblems([{ '@type': 'Course', name: 'x' }])).toContain(
      'document 0: @context must be https://schema.org',
    );
    expect(
      structuredDataProblems([{ '@context': 'https://schema.org', '@type': 'Recipe' }]),
    ).toEqual(['node 0: no rules for @type Recipe']);
  });
});
