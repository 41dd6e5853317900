import { Skeleton } from '@/components/ui/skeleton';

/** The wheel's place while its prizes load. */
export function WheelLoading() {
  return (
    <div data-testid="wheel-loading" className="flex w-full flex-col items-center gap-5">
      <Skeleton className="aspect-square w-full max-w-[340px] rounded-full" />
      <Skeleton className="h-5 w-48" />
    </div>
  );
}
