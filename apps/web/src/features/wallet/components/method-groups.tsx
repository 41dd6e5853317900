import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { MethodButton, type TMethodButton } from './method-button';

/** The spec's method groups, in the order they are shown. */
const METHOD_GROUPS = ['fiat', 'crypto', 'other'] as const;
export type TMethodGroupId = (typeof METHOD_GROUPS)[number];

export interface TMethodGroup {
  id: TMethodGroupId;
  title: string;
  icon: LucideIcon;
  methods: TMethodButton[];
  /** Show this many buttons, then a "more" button (test id `{id}-more`) expanding the rest. */
  collapseAfter?: number;
  /** The "more" button's words, given the number of methods it hides. */
  moreLabel?: (hidden: number) => string;
}

function GroupButtons({ group }: { group: TMethodGroup }) {
  const [expanded, setExpanded] = useState(false);
  const { id, methods, collapseAfter, moreLabel } = group;
  const collapsed = !expanded && collapseAfter !== undefined && methods.length > collapseAfter;
  const shown = collapsed ? methods.slice(0, collapseAfter) : methods;
  return (
    <>
      <div className="grid grid-cols-1 gap-2.5 min-[360px]:grid-cols-2">
        {shown.map(({ id: methodId, ...method }) => (
          <MethodButton key={methodId} id={methodId} {...method} />
        ))}
      </div>
      {collapsed && (
        <button
          type="button"
          data-testid={`${id}-more`}
          onClick={() => setExpanded(true)}
          className="group flex h-11 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-dashed border-line bg-surface-2/50 text-[13px] font-semibold text-muted transition-colors hover:border-gold-500/45 hover:text-fg"
        >
          {moreLabel?.(methods.length - shown.length) ?? `+${methods.length - shown.length}`}
          <ChevronDown className="size-4 text-subtle transition-colors group-hover:text-gold-400" />
        </button>
      )}
    </>
  );
}

/**
 * The method buttons of a tab, one titled group each (fiat, crypto, other); groups without a
 * method are left out. Each group's buttons are built by whoever knows that kind of method; a
 * long group (fiat) may show its first few and expand the rest on demand.
 */
export function MethodGroups({ groups }: { groups: TMethodGroup[] }) {
  const shown = METHOD_GROUPS.flatMap((id) =>
    groups.filter((group) => group.id === id && group.methods.length > 0),
  );
  return (
    <div className="flex flex-col gap-5">
      {shown.map((group) => {
        const { id, title, icon: Icon } = group;
        return (
          <section key={id} data-testid={`method-group-${id}`} className="flex flex-col gap-2.5">
            <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-subtle uppercase">
              <Icon className="size-3.5 text-gold-400" />
              {title}
              <span className="h-px flex-1 bg-linear-to-r from-line to-transparent" />
            </h3>
            <GroupButtons group={group} />
          </section>
        );
      })}
    </div>
  );
}
