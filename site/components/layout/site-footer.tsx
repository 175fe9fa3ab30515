import { configuredSocialLinks } from '../../../shared/content/site';
import { accessibilityPageIn, chromeIn, pagesIn, siteIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { Logo } from './logo';

const quickLinks = (lang: Lang) => {
  const pages = pagesIn(lang);
  return [
    pages.about,
    pages.story,
    pages.counselling,
    pages.blogs,
    pages.accreditations,
    pages.contacts,
    pages.register,
    accessibilityPageIn(lang),
  ];
};

/** The footer's content: site/layouts/Site.astro gives it its <footer> element. */
export function SiteFooter({ lang }: { lang: Lang }) {
  const social = configuredSocialLinks();
  const site = siteIn(lang);
  const words = chromeIn(lang).footer;
  return (
    <>
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">{site.tagline}.</p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label={words.social}>
              {social.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-gold-400 underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {[site.offices.india, site.offices.uae].map((office) => (
          <div key={office.label}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{office.label}</h2>
            <address className="mt-3 text-sm leading-relaxed whitespace-pre-line not-italic">
              {office.lines.join('\n')}
            </address>
            <p className="mt-3 text-sm leading-7">
              <a href={`tel:${site.phoneHref}`} className="hover:text-white">
                <bdi dir="ltr">{site.phone}</bdi>
              </a>
              <br />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                <bdi dir="ltr">{site.email}</bdi>
              </a>
            </p>
          </div>
        ))}
        <nav aria-label={words.nav}>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            {words.quickLinks}
          </h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {quickLinks(lang).map((page) => (
              <li key={page.path}>
                <a href={pathIn(lang, page.path)} className="hover:text-white">
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        {/* The end of the page stays clear of the floating links (app.css, --floating-reserve). */}
        <p className="container-page pt-4 pb-[var(--floating-reserve)] text-xs">
          © <bdi>{site.copyright}</bdi> <bdi>{site.name}</bdi>. {words.rights}
        </p>
      </div>
    </>
  );
}
