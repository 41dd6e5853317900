import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

const badgeTones = {
  gold: 'border-gold-500/25 from-gold-500/20 to-gold-500/5 text-gold-300',
  violet: 'border-violet-500/30 from-violet-500/20 to-violet-500/5 text-violet-400',
  danger: 'border-danger/30 from-danger/20 to-danger/5 text-[#ff8fa3]',
} as const;

interface FlowStepLayoutProps {
  icon: LucideIcon;
  tone: keyof typeof badgeTones;
  title: string;
  description: string;
  children?: ReactNode;
  /** The step's buttons, stacked, the main one first. */
  actions: ReactNode;
}

/** One step of the withdraw confirm modal: a badge, its title and words, content, buttons. */
export function FlowStepLayout({
  icon: Icon,
  tone,
  title,
  description,
  children,
  actions,
}: FlowStepLayoutProps) {
  return (
    <div className="flex flex-col">
      <div className="flex flex-col items-center text-center">
        <span
          className={cn(
            'mb-4 grid size-14 place-items-center rounded-2xl border bg-linear-to-b',
            badgeTones[tone],
          )}
        >
          <Icon className="size-6.5" strokeWidth={1.9} />
        </span>
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 max-w-xs leading-relaxed">
          {description}
        </DialogDescription>
      </div>
      {children && <div className="mt-5">{children}</div>}
      <div className="mt-6 flex flex-col gap-2">{actions}</div>
    </div>
  );
}
