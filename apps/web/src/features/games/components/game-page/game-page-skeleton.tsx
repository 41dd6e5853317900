import { Skeleton } from '@/components/ui/skeleton';

/** The game page while the game (and who is looking) loads. */
export function GamePageSkeleton() {
  return (
    <div data-testid="game-page-loading" aria-busy className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Skeleton className="h-10 w-full rounded-xl sm:w-56" />
        <Skeleton className="ml-auto hidden size-10 rounded-xl sm:block" />
        <Skeleton className="hidden size-10 rounded-xl sm:block" />
      </div>
      <Skeleton className="h-[calc(100dvh-19rem)] min-h-[440px] w-full rounded-2xl sm:aspect-video sm:h-auto sm:max-h-[calc(100dvh-11rem)] sm:min-h-[360px]" />
    </div>
  );
}
