import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../scripts/images/manifest';
import {
  ACCREDITATION_CAPTION,
  aboutStory,
  accreditationsIntro,
  awards,
  chairmansLetter,
  counselling,
  disclaimerTerms,
  infrastructure,
  ourStory,
  visionMissionValues,
} from './academy';

// Expectations written from the specification, not from the content.
const built = new Set(buildManifest().map((image) => `${image.group}/${image.name}`));

describe('academy pages content', () => {
  it('About: story text and the Vision / Mission / Core Values slides with the four values', () => {
    expect(aboutStory.length).toBeGreaterThanOrEqual(2);
    expect(visionMissionValues.map((s) => s.title)).toEqual(['Vision', 'Mission', 'Core Values']);
    expect(visionMissionValues[2]!.values!.map((v) => v.name)).toEqual([
      'Excellence',
      'Innovation',
      'Integrity',
      'Empowerment',
    ]);
    for (const slide of visionMissionValues)
      expect(slide.values || slide.highlight, slide.title).toBeTruthy();
  });

  it("Chairman's Message: a greeting, a letter and a signature", () => {
    expect(chairmansLetter.greeting).toMatch(/^Dear /);
    expect(chairmansLetter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(chairmansLetter.signature.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(chairmansLetter.role).toBe('Chairman');
  });

  it('Our Story: the founder narrative, 25+ years in FM and the 2026 vision verbatim', () => {
    expect(ourStory.intro.join(' ')).toMatch(/more than 25 years/);
    expect(ourStory.facts.map((f) => f.value)).toContain('25+');
    expect(ourStory.sections.length).toBeGreaterThanOrEqual(2);
    expect(ourStory.vision.goal).toBe('1000 Future Leaders by December 31, 2026');
    expect(ourStory.vision.text).toContain('1000 Future Leaders by December 31, 2026');
  });

  it('Counselling: the seven key services in spec order, why choose us, benefits for both audiences', () => {
    expect(counselling.services.map((s) => s.title)).toEqual([
      'Career Counseling',
      'Education Guidance',
      'Study Abroad Counseling',
      'Certified International Studies Counseling',
      'Application and Scholarship Support',
      'Skill Development and Training',
      'Career Transition Support',
    ]);
    for (const service of counselling.services) expect(service.text.length).toBeGreaterThan(60);
    expect(counselling.whyChooseUs.length).toBeGreaterThanOrEqual(3);
    expect(counselling.benefits.students.length).toBeGreaterThan(0);
    expect(counselling.benefits.professionals.length).toBeGreaterThan(0);
    expect(counselling.callToBook.heading).toMatch(/book/i);
  });

  it('Awards and Our Infrastructure: the spec titles, each with a built picture', () => {
    expect(awards.map((a) => a.title)).toEqual([
      'Best Education & Academic Excellence Award',
      'Global Excellence Award',
    ]);
    for (const award of awards) expect(built.has(`cards/${award.id}`)).toBe(true);
    expect(infrastructure.map((i) => i.title)).toEqual(['Exterior', 'Interior', 'Interior']);
    infrastructure.forEach((_, i) => expect(built.has(`cards/infrastructure-${i + 1}`)).toBe(true));
  });

  it('Accreditations and Register: caption and the five disclaimer terms', () => {
    expect(ACCREDITATION_CAPTION).toBe('Accreditation Image');
    expect(accreditationsIntro).toContain('View Image');
    expect(disclaimerTerms).toHaveLength(5);
    expect(disclaimerTerms.join(' ')).toMatch(/GST/);
    expect(disclaimerTerms.join(' ')).toMatch(/Kerala/);
  });
});
