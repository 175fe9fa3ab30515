import { site } from '../../../shared/content/site';

/** The WhatsApp chat address whose greeting (in the page's language) names the page the visitor is reading. */
export function chatHref(pageUrl: string, greeting: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(`${greeting} ${pageUrl}`)}`;
}
