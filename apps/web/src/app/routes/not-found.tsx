import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('Routes.not_found'));
  return (
    <div
      data-testid="page-not-found"
      className="relative flex flex-col items-center justify-center gap-6 overflow-hidden rounded-3xl border border-line/70 bg-surface px-6 py-20 text-center sm:py-28"
    >
      <span
        aria-hidden
        className="absolute top-1/3 left-1/2 size-72 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gold-500/15 blur-3xl"
      />
      <p className="relative text-gold-gradient text-[88px] leading-none font-black tracking-tighter sm:text-[120px]">
        404
      </p>
      <div className="relative flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('NotFound.title')}</h1>
        <p className="text-sm leading-relaxed text-muted">{t('NotFound.description')}</p>
      </div>
      <Button variant="primary" size="lg" className="relative" asChild>
        <Link to={paths.home.getHref()}>
          <House className="size-4.5" />
          {t('NotFound.go_home')}
        </Link>
      </Button>
    </div>
  );
}
