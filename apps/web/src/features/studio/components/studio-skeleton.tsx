import { Skeleton } from '@/components/ui/skeleton';

/** The frame's shape while the session loads: top bar, control panel and stage. */
export function StudioSkeleton() {
  return (
    <div aria-busy="true" className="flex h-full flex-col">
      <div className="flex h-14 items-center gap-3 border-b border-line px-3">
        <Skeleton className="size-8 rounded-lg" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="ml-auto h-8 w-28 rounded-full" />
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-2 md:flex-row md:p-3">
        <Skeleton className="h-[340px] rounded-2xl md:order-2 md:h-auto md:flex-1" />
        <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4 md:order-1 md:w-[300px] lg:w-[320px]">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="mt-2 h-13 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
