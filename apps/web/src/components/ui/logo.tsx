import { cn } from '@/lib/cn';

const LOGOS = {
  /** The coin and the wordmark. */
  full: { src: '/images/logo.svg', width: 158, height: 40, className: 'h-9 w-auto' },
  /** The coin only. */
  mark: { src: '/images/logo-mark.svg', width: 36, height: 36, className: 'size-9' },
} as const;

export function Logo({
  variant = 'full',
  className,
}: {
  variant?: keyof typeof LOGOS;
  className?: string;
}) {
  const logo = LOGOS[variant];
  return (
    <img
      src={logo.src}
      alt="Aurum"
      width={logo.width}
      height={logo.height}
      className={cn(logo.className, className)}
    />
  );
}
