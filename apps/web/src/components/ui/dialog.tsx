import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-[#05070d]/75 backdrop-blur-sm data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute top-4 right-4 grid size-8 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:bg-surface-3 hover:text-fg',
        className,
      )}
      aria-label={t('Shared.close')}
    >
      <X className="size-4" />
    </DialogPrimitive.Close>
  );
}

const contentLayout = {
  /** A centred modal card. */
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border p-6 data-[state=open]:animate-pop-in',
  /** A panel sliding in from the left edge (the mobile menu). */
  left: 'inset-y-0 left-0 flex w-[296px] max-w-[86vw] flex-col border-r pt-inset data-[state=open]:animate-sheet-in',
  /**
   * A bottom sheet on phones, a centred modal from 640 px (the wallet); on phones it stays below
   * the top inset (Telegram's full-screen controls).
   */
  sheet: cn(
    'inset-x-0 bottom-0 flex max-h-[min(92dvh,calc(100dvh-var(--inset-top)-0.5rem))] flex-col rounded-t-3xl border-t pb-safe data-[state=open]:animate-sheet-up',
    'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[min(760px,90dvh)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:border sm:pb-0 sm:data-[state=open]:animate-pop-in',
  ),
  /** A bottom sheet on phones, a panel on the right edge from 640 px (the VIP drawer). */
  right: cn(
    'inset-x-0 bottom-0 flex max-h-[min(92dvh,calc(100dvh-var(--inset-top)-0.5rem))] flex-col rounded-t-3xl border-t pb-safe data-[state=open]:animate-sheet-up',
    'sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[420px] sm:rounded-none sm:border-t-0 sm:border-l sm:pb-0 sm:data-[state=open]:animate-sheet-in-right',
  ),
} as const;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof contentLayout;
  /** `false` for screens the player must act on (region, connection). */
  showClose?: boolean;
}

/** The dialog's panel, over a dimmed page, with a close button in its corner. */
export function DialogContent({
  className,
  children,
  side = 'center',
  showClose = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 border-line bg-surface shadow-2xl shadow-black/60',
          contentLayout[side],
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <DialogCloseButton className={side === 'left' ? 'top-3 right-3' : undefined} />
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-bold tracking-tight text-fg', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
