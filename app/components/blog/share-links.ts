/** Share URLs of the three networks; LinkedIn also gets the title and a 100-character summary (spec §2, §9). */
export function shareLinks(pageUrl: string, title: string, text: string) {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${url}` },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${encodeURIComponent(title)}&summary=${encodeURIComponent(text.slice(0, 100))}`,
    },
  ];
}
