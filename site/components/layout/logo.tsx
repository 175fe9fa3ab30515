import { site } from '../../../shared/content/site';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="9" fill={inverted ? '#ffffff' : '#0b2545'} />
        <path d="M8 26 L18 9 L28 26 Z" fill="#f5bd3a" />
        <path d="M13 26 L18 17 L23 26 Z" fill={inverted ? '#0b2545' : '#12968b'} />
      </svg>
      <span
        className={`text-base leading-tight font-bold ${inverted ? 'text-white' : 'text-brand-900'}`}
      >
        {site.name}
      </span>
    </span>
  );
}
