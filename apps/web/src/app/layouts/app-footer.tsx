import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { currentPoliciesHref } from '@/config/paths';
import { useSupportModal } from '@/features/support/hooks/use-support-modal';

export function AppFooter() {
  const { t } = useTranslation();
  const { open: openSupport } = useSupportModal();
  return (
    <footer className="mt-10 border-t border-line/70 bg-surface/40">
      <div className="mx-auto flex w-full max-w-[1624px] flex-col gap-6 px-4 py-8 sm:px-5 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex max-w-md flex-col gap-3">
          <Logo className="h-8 self-start" />
          <p className="text-[13px] leading-relaxed text-muted">{t('Footer.responsible')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-[13px] font-medium text-muted">
          <Link to={currentPoliciesHref()} className="transition-colors hover:text-fg">
            {t('Footer.terms')}
          </Link>
          <button
            type="button"
            onClick={openSupport}
            className="cursor-pointer transition-colors hover:text-fg"
          >
            {t('Footer.support')}
          </button>
          <span className="grid size-9 place-items-center rounded-full border-2 border-danger/70 text-xs font-bold text-fg">
            18+
          </span>
        </div>
      </div>
      <p className="border-t border-line/50 px-4 py-4 text-center text-xs text-subtle">
        {t('Footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
