import { LoadingImage } from '@/components/ui/loading-image';
import { cn } from '@/lib/cn';

/**
 * A studio's logo (a 3:1 picture: round mark, then the name); its initial on a tile when the
 * logo cannot be loaded. `mark` crops it to the round mark at its left, for icon-sized places.
 */
export function ProviderLogo({
  src,
  name,
  mark = false,
  className,
}: {
  src: string;
  name: string;
  mark?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'relative grid shrink-0 place-items-center overflow-hidden rounded-md bg-surface-3',
        className,
      )}
    >
      <LoadingImage
        src={src}
        alt=""
        className={cn(
          'absolute inset-0 size-full',
          mark ? 'object-cover object-left' : 'object-contain',
        )}
        fallback={
          <span
            data-testid="provider-logo-fallback"
            className="grid size-full place-items-center bg-linear-to-b from-gold-500/25 to-gold-700/10 text-[0.6em] font-extrabold text-gold-300 uppercase"
          >
            {name.trim().charAt(0)}
          </span>
        }
      />
    </span>
  );
}
