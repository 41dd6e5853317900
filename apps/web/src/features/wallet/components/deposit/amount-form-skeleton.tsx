import { Skeleton } from '@/components/ui/skeleton';

/** An amount form loading: a card or field on top, the amount, the presets, the button. */
export function AmountFormSkeleton({ testId, card = false }: { testId: string; card?: boolean }) {
  return (
    <div aria-hidden data-testid={testId} className="flex flex-col gap-4">
      <Skeleton className={card ? 'h-16 rounded-2xl' : 'h-12 rounded-xl'} />
      <Skeleton className="h-12 rounded-xl" />
      <div className="grid grid-cols-4 gap-2">
        {[0, 1, 2, 3].map((preset) => (
          <Skeleton key={preset} className="h-10 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-12 rounded-xl" />
    </div>
  );
}
