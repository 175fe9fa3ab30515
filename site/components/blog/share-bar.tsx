import type { BlogText } from '../../../shared/content/blog';
import { shareLinks } from './share-links';

/** 'Social Share:' and a link per network, each sharing the page's canonical address. */
export function ShareBar({
  pageUrl,
  title,
  text,
  words,
}: {
  pageUrl: string;
  title: string;
  text: string;
  words: Pick<BlogText['post'], 'share' | 'shareNote'>;
}) {
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-6">
      <span className="font-semibold text-brand-900">{words.share}</span>
      {shareLinks(pageUrl, title, text).map((link) => (
        <a
          key={link.network}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline text-brand-900"
          data-testid={`share-${link.network.toLowerCase()}`}
        >
          {link.network}
          <span className="sr-only"> {words.shareNote}</span>
        </a>
      ))}
    </div>
  );
}
