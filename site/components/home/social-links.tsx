import { homeIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { configuredSocialLinks } from '../../../shared/content/site';

type Network = ReturnType<typeof configuredSocialLinks>[number]['key'];

/** Simple brand marks drawn here: the icon set has no logos, and four small paths beat another package. */
const MARKS: Record<Network, React.ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />
  ),
  linkedin: (
    <path d="M6.9 8.6H3.8V20h3.1V8.6ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.5c0-3-1.6-5.1-4.4-5.1-1.4 0-2.4.8-2.8 1.5V8.6H10V20h3.1v-5.7c0-1.5.3-2.9 2.1-2.9 1.8 0 1.9 1.7 1.9 3V20h3.1v-6.5Z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  ),
  instagram: (
    <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3C14.1 3 9.9 3 8.3 3c-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3C3 9.9 3 14.1 3 15.7c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.6.1 5.8.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.6.1-5.8 0-7.4Zm-2 9.2a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7C7.9 4.8 10.7 5 12 5s4.1-.1 5.3.4A3 3 0 0 1 19 7.1c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.1Z" />
  ),
};

/** The academy's social profiles that site.ts configures (empty ones are hidden, and the section with none). */
export function SocialLinks({ lang }: { lang: Lang }) {
  const links = configuredSocialLinks();
  const { socialIntro, words } = homeIn(lang);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social-heading" className="section-y">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-panel bg-gradient-to-br from-accent-700 to-brand-800 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="social-heading" className="text-title text-white">
              {words.social.heading}
            </h2>
            <p className="mt-3 text-lead text-white/90">
              {socialIntro(links.map((link) => link.label))}
            </p>
          </div>
          <ul className="flex flex-wrap gap-3">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn bg-white px-5 text-brand-900 hover:bg-gold-100"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                    {MARKS[link.key]}
                  </svg>
                  {link.label}
                  <span className="sr-only">{words.social.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
