import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS, PRERENDERED_PATHS } from '../shared/paths';
import { CONSOLE_PAGES } from '../shared/console-paths';
import { CONSOLE_ROUTES } from '../console/routes';

// Written from the specification's route table, not from the code.
const SPEC_GENERAL = [
  '/',
  '/about',
  '/chairmans-message',
  '/our-story',
  '/contacts',
  '/register',
  '/education-career-counselling',
  '/blogs',
  '/blogs/:id',
  '/accreditations',
  '/awards',
  '/our-infrastructure',
];
const SPEC_COURSES =
  `/diploma-mastery-fm, /diploma-fm-administration, /diploma-fm-operations, /cfm-training, /sfp-training, /certified-maintenance-reliability-professional,
/ai-ml-training, /certified-ai-professional, /certified-ai-testing-professional, /certified-hr-professional, /certified-hr-manager,
/smart-finance-manager, /corporate-financial-reporting-accounting, /certified-international-procurement-auditor, /certified-international-procurement-professional,
/certified-international-procurement-manager, /certified-purchasing-professional, /category-management-procurements, /pmp-certification,
/certified-supply-chain-professional, /certified-logistics-supply-chain-management-professional, /certified-professional-supply-management, /logistics-courses,
/certified-planning-inventory-management, /certified-strategic-manager, /certified-business-administrator, /event-management-course,
/lean-six-sigma-yellow-belt-certification, /lean-six-sigma-green-belt-certification, /lean-six-sigma-black-belt-certification, /lean-six-sigma-master-black-certification,
/leadership-management-engineers, /diversity-culture-training, /negotiation-skills-course, /certified-training-manager-course, /train-the-trainer-course,
/personality-development-course, /business-communication-course, /business-english-course, /advanced-english-conversation-course, /spoken-english-training-course,
/business-presentation-skills, /business-writing-course, /business-grammar-course, /ielts-preparation-training-course, /sat-training-course, /toefl-course, /spoken-arabic-course`
    .split(',')
    .map((p) => p.trim());

// Paths beyond the spec, allowed by name: the course finder and the accessibility statement (issue 7),
// the company enquiry (issue 30).
const BEYOND_SPEC = ['/courses', '/accessibility', '/company-enquiry'];
// Not in the spec: the staff console of issue 9, allowed here by name.
const ADMIN = [
  '/admin',
  '/admin/leads',
  '/admin/leads/:form/:id',
  '/admin/audit',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/blogs/:id',
  '/admin/accreditations',
  '/admin/assignment',
  '/admin/batches',
  '/admin/accounts',
];

// The pages Astro builds, one file each under site/pages/ (its file-based routing: blogs/index.astro
// is /blogs, blogs/[id].astro is /blogs/:id).
// 404.astro is the page for every path no other page answers, not a path of its own; [course].astro
// is every course's page, so it stands for the 48 course paths; admin/ is the console's shell,
// answered for every console path.
const astroFiles = fs
  .readdirSync(new URL('./pages', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro') && file !== '404.astro');
const CONSOLE_SHELL = 'admin/[...shell].astro';
// site/pages/ar/ is the Arabic edition: each file the English page of the same name, drawn in Arabic.
const ARABIC = /^ar\//;
const publicFiles = astroFiles.filter((file) => file !== CONSOLE_SHELL && !ARABIC.test(file));
const arabicFiles = fs
  .readdirSync(new URL('./pages/ar', import.meta.url), { encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro'));
const astroPages = publicFiles
  .map(
    (file) =>
      `/${file
        .replace(/\.astro$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[(\w+)\]/g, ':$1')}`,
  )
  .flatMap((page) => (page === '/:course' ? COURSE_PATHS : [page]));

describe('route table', () => {
  it('has the 48 course paths of the spec', () => {
    expect(SPEC_COURSES).toHaveLength(48);
  });

  it('gives every public page to Astro: site/pages/ holds every spec path, the course finder, the accessibility statement, nothing else, and no duplicate', () => {
    expect(new Set(astroPages).size).toBe(astroPages.length);
    expect([...astroPages].sort()).toEqual(
      [...SPEC_GENERAL, ...SPEC_COURSES, ...BEYOND_SPEC].sort(),
    );
    // The path table in shared/content/ (the sitemap's, the vitals' routes) names the same pages.
    expect(astroPages.filter((p) => !p.includes(':')).sort()).toEqual(
      [...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS].sort(),
    );
  });

  it('gives every public page but the blog an Arabic twin under /ar that draws the English page itself', () => {
    const english = publicFiles.filter((file) => !file.startsWith('blogs/'));
    expect([...arabicFiles].sort()).toEqual([...english, '404.astro'].sort());
    for (const file of arabicFiles) {
      const source = fs.readFileSync(new URL(`./pages/ar/${file}`, import.meta.url), 'utf8');
      expect(source, file).toMatch(new RegExp(`from '\\.\\./${file.replace(/[[\].]/g, '\\$&')}'`));
    }
  });

  it('gives every path no page answers to the not-found page', () => {
    expect(fs.existsSync(new URL('./pages/404.astro', import.meta.url))).toBe(true);
  });

  it('gives the staff console its paths, in one shell page, its router and the server reading one table', () => {
    expect(astroFiles).toContain(CONSOLE_SHELL);
    expect(CONSOLE_PAGES.map((page) => page.path).sort()).toEqual([...ADMIN].sort());
    expect(CONSOLE_ROUTES.map((route) => route.path)).toEqual(
      CONSOLE_PAGES.map((page) => page.path),
    );
    expect(PRERENDERED_PATHS.filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  it('renders every course with one page, [course].astro', () => {
    expect(astroFiles).toContain('[course].astro');
    expect([...COURSE_PATHS].sort()).toEqual([...SPEC_COURSES].sort());
  });

  it('prerenders the accessibility statement, and neither the course finder nor a course page (they show batches, read per request and kept)', () => {
    expect(PRERENDERED_PATHS).toContain('/accessibility');
    for (const path of ['/courses', ...SPEC_COURSES]) expect(PRERENDERED_PATHS).not.toContain(path);
  });
});
