import type { LucideIcon } from 'lucide-react';
import type { TCrumb } from '@/components/ui/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RoutePage } from './route-page';

interface ProtectedEmptyPageProps {
  title: string;
  icon: LucideIcon;
  parents?: TCrumb[];
  /** Why a visitor should sign in, on the sign-in prompt. */
  signInReason: string;
  /** What a player sees while there is nothing here yet. */
  emptyTitle: string;
  emptyDescription: string;
}

/** A players-only page whose content is not built yet: sign-in for visitors, an empty state after. */
export function ProtectedEmptyPage({
  title,
  icon,
  parents,
  signInReason,
  emptyTitle,
  emptyDescription,
}: ProtectedEmptyPageProps) {
  return (
    <RoutePage title={title} icon={icon} parents={parents}>
      <RequireAuth description={signInReason}>
        <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} />
      </RequireAuth>
    </RoutePage>
  );
}
