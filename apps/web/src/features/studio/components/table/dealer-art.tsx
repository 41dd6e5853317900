import { cn } from '@/lib/cn';

const LOOKS = {
  classic: { hair: '#2b1a12', skin: '#e8b48f', vest: '#14141c', tie: '#c8102e' },
  show: { hair: '#f0c04a', skin: '#f1c7a3', vest: '#5b2a9a', tie: '#fcc945' },
  noir: { hair: '#111111', skin: '#c98e6b', vest: '#1f2937', tie: '#fcc945' },
} as const;
export type TDealerLook = keyof typeof LOOKS;

/**
 * The table's dealer, drawn by the studio (no photo, no stream): a figure behind the table
 * with a vest and bow tie, in one of a few looks.
 */
export function DealerArt({
  look = 'classic',
  className,
}: {
  look?: TDealerLook;
  className?: string;
}) {
  const colors = LOOKS[look];
  return (
    <svg viewBox="0 0 120 100" className={cn('drop-shadow-lg', className)} aria-hidden>
      <defs>
        <linearGradient id={`dealer-shirt-${look}`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9d4cc" />
        </linearGradient>
      </defs>
      <path d="M14 100 C16 70 36 60 60 60 C84 60 104 70 106 100 Z" fill={colors.vest} />
      <path d="M48 60 L60 92 L72 60 Z" fill={`url(#dealer-shirt-${look})`} />
      <path d="M52 64 L60 70 L68 64 L68 72 L60 68 L52 72 Z" fill={colors.tie} />
      <rect x="53" y="48" width="14" height="14" rx="5" fill={colors.skin} />
      <ellipse cx="60" cy="34" rx="17" ry="20" fill={colors.skin} />
      <path
        d="M42 32 C42 14 54 10 62 10 C74 10 80 18 78 32 C74 24 66 20 58 22 C52 23 46 27 42 32 Z"
        fill={colors.hair}
      />
      <circle cx="53" cy="36" r="1.8" fill="#1b1b1b" />
      <circle cx="67" cy="36" r="1.8" fill="#1b1b1b" />
      <path
        d="M54 45 Q60 49 66 45"
        stroke="#8a4a3a"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="74" y="76" width="22" height="4" rx="2" fill="#fcc945" opacity="0.85" />
    </svg>
  );
}
