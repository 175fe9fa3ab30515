import type { LucideIcon } from 'lucide-react';

const TONES = {
  light: 'bg-accent-100 text-accent-700',
  navy: 'bg-brand-900 text-gold-400',
} as const;
const SIZES = { md: ['size-12', 'size-6'], lg: ['size-14', 'size-7'] } as const;

/** A card's decorative icon in its rounded square (hidden from screen readers: the heading beside it says it). */
export function IconBadge({
  icon: Icon,
  tone = 'light',
  size = 'md',
}: {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
}) {
  const [box, glyph] = SIZES[size];
  return (
    <span className={`inline-flex ${box} items-center justify-center rounded-2xl ${TONES[tone]}`}>
      <Icon aria-hidden="true" className={glyph} />
    </span>
  );
}
