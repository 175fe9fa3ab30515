import { site } from '../../../shared/content/site';

/** The WhatsApp chat address whose greeting names the page the visitor is reading. */
export function chatHref(pageUrl: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(`${site.whatsappGreeting} ${pageUrl}`)}`;
}
