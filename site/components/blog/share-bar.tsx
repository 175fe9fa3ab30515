import { shareLinks } from './share-links';

/** 'Social Share:' and a link per network, each sharing the page's canonical address. */
export function ShareBar({
  pageUrl,
  title,
  text,
}: {
  pageUrl: string;
  title: string;
  text: string;
}) {
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-6">
      <span className="font-semibold text-brand-900">Social Share:</span>
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
          <span className="sr-only"> (share this post, opens in a new tab)</span>
        </a>
      ))}
    </div>
  );
}
