import { CircleAlert, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { icon: CircleAlert, className: 'border-danger/35 bg-danger/10 text-[#ffb3c0]' },
  warning: { icon: TriangleAlert, className: 'border-gold-500/30 bg-gold-500/10 text-gold-200' },
  info: { icon: Info, className: 'border-line bg-surface-2 text-muted' },
} satisfies Record<string, { icon: LucideIcon; className: string }>;

interface AlertProps {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** An inline message box: a form's error, a warning before an irreversible change, a hint. */
export function Alert({ tone = 'info', children, className, testId }: AlertProps) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
      className={cn(
        'flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-[13px] leading-snug',
        toneClass,
        className,
      )}
    >
      <Icon className="mt-px size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
