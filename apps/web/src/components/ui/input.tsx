import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'h-12 w-full min-w-0 rounded-xl border border-line bg-surface-2 px-3.5 text-[15px] text-fg transition-colors outline-none placeholder:text-subtle hover:border-[#303852] focus:border-gold-500/60 focus:bg-surface-3/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger/70 sm:h-11 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}
