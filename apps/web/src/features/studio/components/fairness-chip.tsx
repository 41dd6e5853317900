import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useStudio } from './studio-context';

/** The seeds the next round is decided with: the server seed's hash and the next nonce. */
export function FairnessChip({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { fairness } = useStudio().session;
  const hash = fairness.serverSeedHash.slice(0, 10);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-testid="studio-fairness"
          className={cn(
            'flex h-8 shrink-0 cursor-help items-center gap-1.5 rounded-full border border-mint-500/25 bg-mint-500/8 px-2.5 text-[11px] font-medium text-mint-300 transition-colors hover:bg-mint-500/15',
            className,
          )}
          aria-label={t('Studio.fairness.label')}
        >
          <ShieldCheck className="size-3.5" />
          <span className="sm:max-lg:hidden">{t('Studio.fairness.short')}</span>
          <span className="font-mono text-fg/80">{hash}</span>
          <span className="text-subtle">·</span>
          <span className="font-mono text-fg/80" data-testid="studio-nonce">
            #{fairness.nonce}
          </span>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-72 space-y-1.5 p-3 leading-5">
        <p className="font-semibold text-mint-300">{t('Studio.fairness.title')}</p>
        <p className="text-muted">{t('Studio.fairness.explain')}</p>
        <p className="font-mono text-[11px] break-all text-fg/80">
          {t('Studio.fairness.server_seed_hash')}: {fairness.serverSeedHash}
        </p>
        <p className="font-mono text-[11px] break-all text-fg/80">
          {t('Studio.fairness.client_seed')}: {fairness.clientSeed}
        </p>
        <p className="font-mono text-[11px] text-fg/80">
          {t('Studio.fairness.next_nonce')}: {fairness.nonce}
        </p>
      </TooltipContent>
    </Tooltip>
  );
}
