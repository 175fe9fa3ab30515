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
        className="pointer-events-none fixed end-4 bottom-22 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-brand-900 text-white opacity-0 shadow-lg transition-opacity"
        tabIndex={-1}
        aria-hidden="true"
        data-scroll-top=""
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 15l6-6 6 6" />
        </svg>
      </a>
      <a
        href={chatHref(pageUrl, siteIn(lang).whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed end-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg hover:bg-[#187a41]"
        aria-label={words.chat}
        data-testid="chat-link"
        data-greeting={siteIn(lang).whatsappGreeting}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.3Z" />
        </svg>
      </a>
    </>
  );
}
