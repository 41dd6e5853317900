import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RecentResults } from './recent-results';
import { TurboToggle } from './turbo-toggle';
import { useStudio } from './studio-context';

/**
 * A game's two halves: the control panel (a left column on desktop, under the stage on phones)
 * and the stage. The stage keeps its size whatever happens in it, so nothing shifts.
 */
export function GameLayout({
  panel,
  stage,
  stageClassName,
  stageAside,
}: {
  panel: ReactNode;
  stage: ReactNode;
  /** The stage's height on phones (it fills the column on desktop). */
  stageClassName?: string;
  /** Extras at the stage's top-left, e.g. a paytable button. */
  stageAside?: ReactNode;
}) {
  const { theme } = useStudio();
  return (
    <div className="flex min-h-full flex-col gap-2 p-2 md:h-full md:flex-row md:gap-3 md:p-3">
      <section
        data-testid="studio-stage"
        className={cn(
          'relative isolate flex min-h-0 flex-col overflow-hidden rounded-2xl border border-line/70 md:order-2 md:flex-1',
          stageClassName,
          'md:h-auto',
        )}
        style={{
          backgroundImage: `radial-gradient(120% 90% at 50% 0%, ${theme.backdrop[0]} 0%, ${theme.backdrop[1]} 70%)`,
        }}
      >
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(rgb(255_255_255/0.6)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.6)_1px,transparent_1px)] [background-size:32px_32px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
        />
        <div className="flex h-10 shrink-0 items-center gap-2 px-3">
          {stageAside}
          <RecentResults className="ml-auto" />
        </div>
        <div className="relative min-h-0 flex-1">{stage}</div>
      </section>
      <aside className="flex shrink-0 flex-col gap-4 rounded-2xl border border-line/70 bg-surface p-4 md:order-1 md:w-[300px] md:overflow-y-auto lg:w-[320px] scrollbar-thin">
        {panel}
        <div className="mt-auto flex items-center justify-between border-t border-line/60 pt-3">
          <TurboToggle />
        </div>
      </aside>
    </div>
  );
}
