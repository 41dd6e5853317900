import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSidebarPanel } from '@/components/ui/sidebar-context';
import { SidebarItem, sidebarItemClass } from '@/components/ui/sidebar-item';
import { cn } from '@/lib/cn';
import type { TNavEntry } from '@/types/navigation';

/** Renders a games or sportsbook menu; entries with children fold open and closed. */
export function SidebarMenu({ entries }: { entries: readonly TNavEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-0.5">
      {entries.map((entry) =>
        entry.children?.length ? (
          <SidebarMenuGroup key={entry.value} entry={entry} />
        ) : (
          <SidebarItem
            key={entry.value}
            icon={entry.icon}
            label={entry.label ?? t(entry.title)}
            to={entry.value}
            trailing={
              entry.badge && (
                <span className="rounded bg-danger/15 px-1.5 text-[11px] font-semibold text-danger">
                  {entry.badge}
                </span>
              )
            }
          />
        ),
      )}
    </div>
  );
}

function SidebarMenuGroup({ entry }: { entry: TNavEntry }) {
  const { t } = useTranslation();
  const { collapsed } = useSidebarPanel();
  const { pathname } = useLocation();
  const children = entry.children ?? [];
  const [open, setOpen] = useState(() =>
    children.some((child) => pathname.startsWith(child.value)),
  );
  const Icon = entry.icon;

  if (collapsed) return <SidebarItem icon={entry.icon} label={t(entry.title)} to={entry.value} />;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className={sidebarItemClass}>
        <Icon className="size-5 shrink-0" strokeWidth={1.9} />
        <span className="min-w-0 flex-1 truncate text-left">{t(entry.title)}</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Collapsible.Trigger>
      <Collapsible.Content className="ml-[21px] border-l border-line pl-2">
        <SidebarMenu entries={children} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
