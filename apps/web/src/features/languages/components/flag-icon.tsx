import { cn } from '@/lib/cn';

export function FlagIcon({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden
      className={cn('size-5 shrink-0 rounded-full object-cover ring-1 ring-white/15', className)}
    />
  );
}
