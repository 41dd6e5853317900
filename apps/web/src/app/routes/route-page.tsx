import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrumb } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface RoutePageProps {
  title: string;
  icon?: LucideIcon;
  /** Crumbs between "Main" and this page (the page itself is added last). */
  parents?: TCrumb[];
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page inside the shell: breadcrumbs from Main, the title, then the page's content. */
export function RoutePage({
  title,
  icon,
  parents = [],
  description,
  actions,
  children,
}: RoutePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const crumbs = [
    { label: t('Routes.main'), href: paths.home.getHref() },
    ...parents,
    { label: title },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        icon={icon}
        crumbs={crumbs}
        description={description}
        actions={actions}
      />
      {children}
    </div>
  );
}
