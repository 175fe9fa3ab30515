import { chatHref } from '../../islands/page-scripts/chat-href';
import { chromeIn, siteIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';

// The links that float over every public page: the WhatsApp chat and the way back to the top. What
// changes after the page has loaded (the chat greeting's address, the scroll link's visibility) is
// set on the DOM by floating-behaviour.ts.

/** `pageUrl` is the canonical address (the server's); the browser then puts in the exact one. */
export function FloatingLinks({ pageUrl, lang }: { pageUrl: string; lang: Lang }) {
  const words = chromeIn(lang).floating;
  return (
    <>
      {/* Hidden until the visitor has scrolled down (HIDDEN_TOP in floating-behaviour.ts). */}
      <a
        href="#top"
        aria-label={words.scrollTop}
        className="pointer-events-none fixed end-4 bottom-22 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-brand-900 text-white opacity-0 shadow-lg transition-opacity before:icon-to-top before:size-5"
        tabIndex={-1}
        aria-hidden="true"
        data-scroll-top=""
      />
      <a
        href={chatHref(pageUrl, siteIn(lang).whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed end-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg before:icon-whatsapp before:size-7 hover:bg-[#187a41]"
        aria-label={words.chat}
        data-testid="chat-link"
        data-greeting={siteIn(lang).whatsappGreeting}
      />
    </>
  );
}
