import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TelegramIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { env } from '@/config/env';

interface FullScreenMessageProps {
  testId: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A screen that replaces the whole app (ban, invalid bot): nothing else can be used. */
export function FullScreenMessage({
  testId,
  icon: Icon,
  title,
  children,
  actions,
}: FullScreenMessageProps) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="fixed inset-0 z-[90] overflow-y-auto bg-bg bg-[radial-gradient(60%_45%_at_50%_0%,rgb(255_84_112/0.14),transparent_70%)]"
    >
      <div className="mx-auto flex min-h-full w-full max-w-lg flex-col items-center justify-center gap-6 px-5 py-12 text-center">
        <Logo className="h-8 opacity-90" />
        <span className="grid size-20 place-items-center rounded-3xl border border-danger/30 bg-danger/10 text-danger shadow-[0_12px_40px_-12px_rgb(255_84_112/0.5)]">
          <Icon className="size-9" strokeWidth={1.8} />
        </span>
        <h1
          id={`${testId}-title`}
          className="text-2xl font-bold tracking-tight text-fg sm:text-3xl"
        >
          {title}
        </h1>
        <div className="flex w-full flex-col gap-4">{children}</div>
        <div className="flex w-full flex-col gap-2.5 sm:flex-row sm:justify-center">{actions}</div>
      </div>
    </div>
  );
}

/** The way out of a full-screen message: the support bot, which works without the app. */
export function SupportBotButton({ label }: { label: string }) {
  return (
    <Button variant="primary" size="lg" asChild>
      <a href={env.support.telegramBot} target="_blank" rel="noopener noreferrer">
        <TelegramIcon className="size-4.5" />
        {label}
      </a>
    </Button>
  );
}
