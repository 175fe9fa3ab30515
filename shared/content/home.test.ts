import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../scripts/images/manifest';
import { slugify } from '../slug';
import { COURSES } from './courses';
import {
  benefits,
  clients,
  counters,
  featuredCourseSlugs,
  fmPitch,
  heroSlides,
  recognitionCards,
  slogans,
  socialIntro,
  testimonialClaim,
  testimonials,
  tracks,
} from './home';
import { site } from './site';

// Expectations written from the specification, not from the content.
const built = new Set(buildManifest().map((image) => `${image.group}/${image.name}`));

describe('home content', () => {
  it('has the six hero slides of the spec, in its order, each with an image and copy', () => {
    const topics = [
      /FM Diploma/i,
      /Professional/i,
      /Artificial Intelligence/i,
      /Language/i,
      /Education and Career Counselling/i,
      /FM Credential Certifications/i,
    ];
    expect(heroSlides).toHaveLength(6);
    heroSlides.forEach((slide, i) => {
      expect(slide.kicker).toMatch(topics[i]!);
      expect(slide.title.length).toBeGreaterThan(10);
      expect(slide.text.length).toBeGreaterThan(40);
      expect(built.has(`slides/${slide.id}`)).toBe(true);
    });
    expect(new Set(heroSlides.map((s) => s.id)).size).toBe(6);
  });

  it('has four accreditation and award cards whose pictures the image build produces', () => {
    expect(recognitionCards).toHaveLength(4);
    for (const card of recognitionCards) {
      expect(built.has(`${card.image.group}/${card.image.name}`), card.title).toBe(true);
      expect(['/accreditations', '/awards']).toContain(card.href);
    }
    expect(recognitionCards.some((c) => c.href === '/awards')).toBe(true);
  });

  it('has slogans for the moving banner and the FM income pitch', () => {
    expect(slogans.length).toBeGreaterThanOrEqual(3);
    expect(fmPitch.heading).toMatch(/facilities management/i);
    expect(fmPitch.heading).toMatch(/income/i);
    expect(fmPitch.paragraphs.length).toBeGreaterThanOrEqual(2);
  });

  it('has the three benefit cards of the spec', () => {
    expect(benefits.map((b) => b.title)).toEqual([
      'Global job opportunities',
      'Job stability',
      'Fast career progression',
    ]);
    expect(new Set(benefits.map((b) => b.icon)).size).toBe(3);
  });

  it('features three existing courses', () => {
    expect(featuredCourseSlugs).toHaveLength(3);
    for (const slug of featuredCourseSlugs)
      expect(
        COURSES.some((c) => c.slug === slug),
        slug,
      ).toBe(true);
  });

  it('names clients and testimonials whose pictures are built, with distinct slugs', () => {
    expect(new Set(clients.map(slugify)).size).toBe(clients.length);
    for (const client of clients) expect(built.has(`logos/${slugify(client)}`)).toBe(true);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(new Set(testimonials.map((t) => slugify(t.person))).size).toBe(testimonials.length);
    for (const t of testimonials) {
      expect(built.has(`people/${slugify(t.person)}`)).toBe(true);
      expect(t.quote.length).toBeGreaterThan(80);
    }
    expect(testimonialClaim).toMatch(/over 100 students/);
  });

  it('counts 50+, 180+ and 800+ with the spec labels', () => {
    expect(counters.map((c) => `${c.value}${c.suffix}`)).toEqual(['50+', '180+', '800+']);
    expect(counters[0]!.label).toMatch(/certified specialists/i);
    expect(counters[1]!.label).toMatch(/core and credential courses/i);
    expect(counters[2]!.label).toMatch(/students in the UAE and India/i);
  });

  it('offers the two learning tracks', () => {
    expect(tracks.map((t) => t.title)).toEqual([
      'Personalized course track',
      'Business capability track',
    ]);
    for (const track of tracks) expect(track.points.length).toBeGreaterThan(0);
  });

  it('names in the social sentence the networks it is given, and only those', () => {
    expect(socialIntro(['Facebook', 'LinkedIn', 'YouTube', 'Instagram'])).toBe(
      `Follow ${site.name} on Facebook, LinkedIn, YouTube and Instagram for course news, learner stories and career tips.`,
    );
    expect(socialIntro(['YouTube'])).toBe(
      `Follow ${site.name} on YouTube for course news, learner stories and career tips.`,
    );
  });
});
