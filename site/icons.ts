import {
  ArrowRight,
  BriefcaseBusiness,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  Compass,
  Expand,
  Flag,
  Gem,
  Globe,
  GraduationCap,
  HeartHandshake,
  LifeBuoy,
  Lightbulb,
  Mail,
  MapPin,
  Navigation,
  Pause,
  Phone,
  Play,
  Quote,
  Scale,
  ShieldCheck,
  Sparkle,
  Sparkles,
  Target,
  TrendingUp,
  ZoomIn,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import plugin from 'tailwindcss/plugin';

// The site's icons as CSS (app.css loads this plugin): `icon-arrow-right` paints Lucide's arrow in the
// text's colour through a mask, on one empty element or on a ::before, where an inline <svg> is an
// element for the icon and one for each of its paths. A page carries fewer elements, and an island
// no icon code. Tailwind writes the CSS of the icons the sources name, and no other.

/** An SVG as a CSS image. */
const dataUrl = (svg: string) => {
  // The markup kept short in the stylesheet: the <svg> without class, ARIA (a mask has no reader) or
  // size (its viewBox scales it to the element), empty elements closed by themselves, single quotes,
  // and only what a data URL must escape.
  const compact = svg
    .replace(/^<svg[^>]*>/, (tag) => tag.replace(/ (class|aria-hidden|width|height)="[^"]*"/g, ''))
    .replace(/"><\/\w+>/g, '"/>')
    .replace(/"/g, "'")
    .replace(/[<>#%{}]/g, encodeURIComponent);
  return `url("data:image/svg+xml,${compact}")`;
};

/** Lucide's own drawing, as React renders it today; `filled` fills the shape as well as its outline. */
const maskOf = (Icon: LucideIcon, filled = false) =>
  dataUrl(
    renderToStaticMarkup(
      createElement(Icon, {
        xmlns: 'http://www.w3.org/2000/svg',
        ...(filled ? { fill: 'currentColor' } : {}),
      }),
    ),
  );

/** The site's own drawings on Lucide's 24-unit grid: a filled shape, or lines `stroke` wide. */
const ownMask = (d: string, stroke?: number) =>
  dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${stroke ? `fill="none" stroke="currentColor" stroke-width="${stroke}"` : 'fill="currentColor"'}><path d="${d}"></path></svg>`,
  );

/** Every icon the site draws, by the name its class takes (`icon-<name>`). */
export const ICONS: Record<string, string> = {
  'arrow-right': maskOf(ArrowRight),
  briefcase: maskOf(BriefcaseBusiness),
  'chevron-down': maskOf(ChevronDown),
  'chevron-left': maskOf(ChevronLeft),
  'chevron-right': maskOf(ChevronRight),
  'circle-check': maskOf(CircleCheck),
  clock: maskOf(Clock),
  compass: maskOf(Compass),
  expand: maskOf(Expand),
  flag: maskOf(Flag),
  gem: maskOf(Gem),
  globe: maskOf(Globe),
  'graduation-cap': maskOf(GraduationCap),
  'heart-handshake': maskOf(HeartHandshake),
  'life-buoy': maskOf(LifeBuoy),
  lightbulb: maskOf(Lightbulb),
  mail: maskOf(Mail),
  'map-pin': maskOf(MapPin),
  navigation: maskOf(Navigation),
  pause: maskOf(Pause),
  phone: maskOf(Phone),
  play: maskOf(Play),
  'quote-filled': maskOf(Quote, true),
  scale: maskOf(Scale),
  'shield-check': maskOf(ShieldCheck),
  'sparkle-filled': maskOf(Sparkle, true),
  sparkles: maskOf(Sparkles),
  target: maskOf(Target),
  'trending-up': maskOf(TrendingUp),
  'zoom-in': maskOf(ZoomIn),
  // A link that opens a new tab, and the way back to the top (floating-links.tsx).
  'new-tab': ownMask('M14 4h6v6M20 4l-9 9M18 14v6H4V6h6', 2.5),
  'to-top': ownMask('M6 15l6-6 6 6', 2.5),
  // Brand marks: the icon set has no logos.
  whatsapp: ownMask(
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.3Z',
  ),
  facebook: ownMask(
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z',
  ),
  linkedin: ownMask(
    'M6.9 8.6H3.8V20h3.1V8.6ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.5c0-3-1.6-5.1-4.4-5.1-1.4 0-2.4.8-2.8 1.5V8.6H10V20h3.1v-5.7c0-1.5.3-2.9 2.1-2.9 1.8 0 1.9 1.7 1.9 3V20h3.1v-6.5Z',
  ),
  youtube: ownMask(
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  ),
  instagram: ownMask(
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3C14.1 3 9.9 3 8.3 3c-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3C3 9.9 3 14.1 3 15.7c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.6.1 5.8.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.6.1-5.8 0-7.4Zm-2 9.2a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7C7.9 4.8 10.7 5 12 5s4.1-.1 5.3.4A3 3 0 0 1 19 7.1c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.1Z',
  ),
};

export default plugin(({ matchUtilities }) => {
  matchUtilities(
    {
      icon: (mask) => ({
        // As the preflight draws an inline <svg>: a block that keeps its size in a row.
        display: 'block',
        'flex-shrink': '0',
        'background-color': 'currentColor',
        // Named once, so a prefixed copy of the mask (for older engines) does not repeat the drawing.
        '--icon': mask,
        mask: 'var(--icon) center / contain no-repeat',
        // In forced colours a background is replaced: the icon keeps the text's (forced) colour.
        'forced-color-adjust': 'none',
      }),
    },
    { values: ICONS },
  );
});
