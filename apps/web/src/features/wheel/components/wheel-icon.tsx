import { cn } from '@/lib/cn';

/** A small prize wheel for buttons (the header and the tab bar). */
export function WheelIcon({ className }: { className?: string }) {
  const spokes = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <svg viewBox="-12 -12 24 24" aria-hidden className={cn('size-5', className)}>
      {spokes.map((angle, index) => (
        <path
          key={angle}
          d="M0 0 L0 -10 A10 10 0 0 1 7.07 -7.07 Z"
          transform={`rotate(${angle})`}
          fill={index % 2 ? '#7c5cff' : '#fcc945'}
        />
      ))}
      <circle r="10.5" fill="none" stroke="#ffeab0" strokeWidth="1.5" />
      <circle r="3" fill="#ffeab0" stroke="#a86a05" strokeWidth="1" />
    </svg>
  );
}
