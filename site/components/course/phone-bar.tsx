import { phoneBarWordsIn, siteIn } from '../../../shared/content/texts';
import { site } from '../../../shared/content/site';
import type { Lang } from '../../../shared/lang';
import { chatHref } from '../../islands/page-scripts/chat-href';

/**
 * The bar a phone keeps at the foot of the screen on a course page: Call, WhatsApp and Enquire. Plain
 * links, placed by CSS alone (app.css, `[data-phone-bar]`): the page reserves its height at its end
 * and as scroll padding, so it covers neither the last content nor a focused control, and it gives
 * way while a field is being typed in (the on-screen keyboard) or the menu is open.
 */
export function PhoneBar({ pageUrl, lang }: { pageUrl: string; lang: Lang }) {
  const SAYS = phoneBarWordsIn(lang);
  const link =
    'flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label={SAYS.label} data-phone-bar="" className="lg:hidden">
      <a href={`tel:${site.phoneHref}`} className={`${link} bg-brand-900 text-white`}>
        {SAYS.call}
      </a>
      <a
        href={chatHref(pageUrl, siteIn(lang).whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${link} bg-[#187a41] text-white`}
      >
        {SAYS.whatsapp}
        <span className="sr-only">{SAYS.opensApart}</span>
      </a>
      <a href="#enquiry" className={`${link} bg-gold-400 text-brand-950`}>
        {SAYS.enquire}
      </a>
    </nav>
  );
}
