import { firstCharacters } from '../../lib/html-text';

/** Characters of the post's text passed to the network that takes a summary. */
export const SHARE_SUMMARY_LENGTH = 100;

export interface ShareLink {
  network: 'Facebook' | 'X' | 'LinkedIn';
  href: string;
}

/** Share URLs of the three networks for a page's canonical address; LinkedIn also gets the title and a summary. */
export function shareLinks(pageUrl: string, title: string, text: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const summary = encodeURIComponent(firstCharacters(text, SHARE_SUMMARY_LENGTH));
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${url}` },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${encodeURIComponent(title)}&summary=${summary}`,
    },
  ];
}
