import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

/** A segmented control of tabs on a dark track. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex h-11 shrink-0 gap-1 rounded-xl border border-line bg-surface-2 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-[13px] font-semibold whitespace-nowrap text-muted transition-all hover:text-fg',
        'data-[state=active]:bg-linear-to-b data-[state=active]:from-gold-300 data-[state=active]:to-gold-500 data-[state=active]:text-[#1c1303] data-[state=active]:shadow-gold',
        className,
      )}
      {...props}
    />
  );
}
