import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface TCrumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: TCrumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Shared.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-[13px] text-subtle">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && <ChevronRight aria-hidden className="size-3.5" />}
            <li>
              {crumb.href ? (
                <Link to={crumb.href} className="transition-colors hover:text-fg">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-muted">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
