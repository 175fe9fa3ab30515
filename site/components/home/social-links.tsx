import { homeIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { configuredSocialLinks } from '../../../shared/content/site';
import { WithCodes } from '../../islands/ui/with-codes';

type Network = ReturnType<typeof configuredSocialLinks>[number]['key'];

/** The networks' marks (site/icons.ts), painted before each link's name. */
const MARKS: Record<Network, string> = {
  facebook: 'before:icon-facebook',
  linkedin: 'before:icon-linkedin',
  youtube: 'before:icon-youtube',
  instagram: 'before:icon-instagram',
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
              <WithCodes text={socialIntro(links.map((link) => link.label))} />
            </p>
          </div>
          <ul className="flex flex-wrap gap-3">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`btn bg-white px-5 text-brand-900 before:size-5 hover:bg-gold-100 ${MARKS[link.key]}`}
                >
                  <bdi>{link.label}</bdi>
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
