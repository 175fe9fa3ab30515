const TONES = {
  light: 'bg-accent-100 text-accent-700',
  navy: 'bg-brand-900 text-gold-400',
} as const;
const SIZES = { md: ['size-12', 'size-6'], lg: ['size-14', 'size-7'] } as const;

/** A card's decorative icon (its `icon-*` class, site/icons.ts) in its rounded square: the heading beside it says it. */
export function IconBadge({
  icon,
  tone = 'light',
  size = 'md',
}: {
  icon: string;
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
}) {
  const [box, glyph] = SIZES[size];
  return (
    <span className={`inline-flex ${box} items-center justify-center rounded-2xl ${TONES[tone]}`}>
      <span className={`${icon} ${glyph}`} />
    </span>
  );
}
