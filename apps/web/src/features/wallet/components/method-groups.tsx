import type { LucideIcon } from 'lucide-react';
import { MethodButton, type TMethodButton } from './method-button';

/** The spec's method groups, in the order they are shown. */
const METHOD_GROUPS = ['fiat', 'crypto', 'other'] as const;
export type TMethodGroupId = (typeof METHOD_GROUPS)[number];

export interface TMethodGroup {
  id: TMethodGroupId;
  title: string;
  icon: LucideIcon;
  methods: TMethodButton[];
}

/**
 * The method buttons of a tab, one titled group each (fiat, crypto, other); groups without a
 * method are left out. Each group's buttons are built by whoever knows that kind of method.
 */
export function MethodGroups({ groups }: { groups: TMethodGroup[] }) {
  const shown = METHOD_GROUPS.flatMap((id) =>
    groups.filter((group) => group.id === id && group.methods.length > 0),
  );
  return (
    <div className="flex flex-col gap-5">
      {shown.map(({ id, title, icon: Icon, methods }) => (
        <section key={id} data-testid={`method-group-${id}`} className="flex flex-col gap-2.5">
          <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-subtle uppercase">
            <Icon className="size-3.5 text-gold-400" />
            {title}
            <span className="h-px flex-1 bg-linear-to-r from-line to-transparent" />
          </h3>
          <div className="grid grid-cols-1 gap-2.5 min-[360px]:grid-cols-2">
            {methods.map(({ id: methodId, ...method }) => (
              <MethodButton key={methodId} id={methodId} {...method} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
