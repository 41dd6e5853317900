import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

type TStatus = 'loading' | 'loaded' | 'failed';

interface LoadingImageProps {
  src: string;
  alt: string;
  /** Classes of the image; the skeleton covers the same (positioned) parent. */
  className?: string;
  /** Shown instead of the image when it cannot be loaded. */
  fallback: ReactNode;
  loading?: 'lazy' | 'eager';
}

/** An image with a shimmering skeleton while it loads and a fallback if it fails to. */
export function LoadingImage({
  src,
  alt,
  className,
  fallback,
  loading = 'lazy',
}: LoadingImageProps) {
  const [status, setStatus] = useState<TStatus>('loading');
  const [shownSrc, setShownSrc] = useState(src);
  // A new picture starts loading again (adjusting state while rendering, not in an effect).
  if (shownSrc !== src) {
    setShownSrc(src);
    setStatus('loading');
  }
  if (status === 'failed') return fallback;
  return (
    <>
      {status === 'loading' && <Skeleton className="absolute inset-0 size-full rounded-none" />}
      <img
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        draggable={false}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
        className={cn(
          'transition-opacity duration-300',
          status === 'loading' && 'opacity-0',
          className,
        )}
      />
    </>
  );
}
