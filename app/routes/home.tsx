import { Link } from 'react-router';
import type { Route } from './+types/home';
import { BlogCard } from '../components/blog/blog-card';
import { EnquirySection } from '../components/forms/enquiry-section';
import { Section } from '../components/ui/section';
import { COURSES, coursePath } from '../content/courses';
import { benefits, clients, counters, featuredCourseSlugs, fmPitch, heroSlides, recognitionCards, slogans, socialIntro, testimonialClaim, testimonials, tracks } from '../content/home';
import { PAGES } from '../content/pages';
import { configuredSocialLinks } from '../content/site';
import { metaFor } from '../lib/route-meta';

export async function loader({ context }: Route.LoaderArgs) {
  const featured = featuredCourseSlugs
    .map((slug) => COURSES.find((c) => c.slug === slug))
    .filter((c) => c !== undefined)
    .map((c) => ({ title: c.title, summary: c.summary, path: coursePath(c), categoryLabel: c.categoryLabel }));
  // The home page still sells the academy when the blog cannot be read.
  const recent = await context.services.blogs.listBlogs({ page: 1, limit: 4 }).catch(() => ({ blogs: [] }));
  return { featured, blogs: recent.blogs };
}

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.home, matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  const [first] = heroSlides;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-accent-600 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">{first?.kicker}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">{first?.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{first?.text}</p>
          <a href="#enquiry" className="btn-gold mt-8">
            Free Consultation
          </a>
          <ul className="mt-10 grid gap-3 text-sm text-brand-100 sm:grid-cols-3">
            {heroSlides.slice(1).map((slide) => (
              <li key={slide.id}>
                <strong className="text-white">{slide.kicker}:</strong> {slide.title}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section title="Accredited and award-winning">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {recognitionCards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h3 className="font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 text-sm text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-gold-400 py-3 text-center text-sm font-semibold text-brand-950">{slogans.join('  •  ')}</div>
      <Section title={fmPitch.heading} tinted>
        <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
          {fmPitch.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-bold text-brand-900">{b.title}</h3>
              <p className="mt-2 text-sm text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Popular courses">
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.featured.map((course) => (
            <li key={course.path} className="flex flex-col rounded-2xl border border-brand-100 p-6 shadow-sm">
              <p className="text-xs font-semibold text-accent-600 uppercase">{course.categoryLabel}</p>
              <h3 className="mt-2 text-lg font-bold text-brand-900">{course.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{course.summary}</p>
              <Link to={course.path} className="btn-primary mt-4 self-start">
                Enroll<span className="sr-only"> in {course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Where our learners work" tinted>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {clients.map((client) => (
            <li key={client} className="rounded-xl bg-white px-4 py-6 text-center text-sm font-semibold text-brand-800 shadow-sm">
              {client}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What our students say">
        <p className="max-w-2xl text-muted">{testimonialClaim}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.slice(0, 3).map((t) => (
            <li key={t.person} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h3 className="font-bold text-brand-900">{t.headline}</h3>
              <blockquote className="mt-2 text-sm text-muted">“{t.quote}”</blockquote>
              <p className="mt-3 text-sm font-semibold text-brand-900">
                {t.person}, <span className="font-normal text-muted">{t.place}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-label="The academy in numbers" className="bg-brand-900 py-12 text-white">
        <ul className="container-page grid gap-6 text-center sm:grid-cols-3">
          {counters.map((c) => (
            <li key={c.label}>
              <p className="text-4xl font-bold text-gold-400">
                {c.value}
                {c.suffix}
              </p>
              <p className="mt-1 text-brand-100">{c.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <Section title="Two ways to learn with us">
        <ul className="grid gap-6 md:grid-cols-2">
          {tracks.map((track) => (
            <li key={track.title} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h3 className="text-xl font-bold text-brand-900">{track.title}</h3>
              <p className="mt-2 text-muted">{track.text}</p>
              <a href="#enquiry" className="btn-primary mt-4">
                Get Started
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Recent blogs" tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.blogs.map((blog) => (
            <li key={blog.id}>
              <BlogCard blog={blog} headingLevel={3} />
            </li>
          ))}
        </ul>
        <Link to={PAGES.blogs.path} className="btn-primary mt-8">
          View All Blogs
        </Link>
      </Section>
      <Section title="Follow us">
        <p className="text-muted">{socialIntro}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {configuredSocialLinks().map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn-outline text-brand-900">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <EnquirySection />
    </>
  );
}
