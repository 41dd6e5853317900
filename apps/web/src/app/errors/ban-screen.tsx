import { ZBanReason, type TBanReason } from '@aurum/contracts/auth';
import { FileText, ShieldBan } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { currentPoliciesHref } from '@/config/paths';
import { FullScreenMessage, SupportBotButton } from './full-screen-message';

/** A reason this app does not know yet reads as "other". */
function toReason(reason: string): TBanReason {
  const known = ZBanReason.safeParse(reason);
  return known.success ? known.data : 'other';
}

/** The account is banned: why (per reason), the operator's words, the terms and support. */
export function BanScreen({ reason, description }: { reason: string; description: string }) {
  const { t } = useTranslation();
  const key = toReason(reason);
  return (
    <FullScreenMessage
      testId="ban-screen"
      icon={ShieldBan}
      title={t('Ban.title')}
      actions={
        <>
          <Button variant="outline" size="lg" asChild>
            <Link to={currentPoliciesHref()} data-testid="ban-terms-link">
              <FileText className="size-4.5" />
              {t('Ban.terms')}
            </Link>
          </Button>
          <SupportBotButton label={t('Ban.contact_support')} />
        </>
      }
    >
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5 text-left">
        <p className="text-[11px] font-semibold tracking-[0.08em] text-subtle uppercase">
          {t('Ban.reason_label')}
        </p>
        <p data-testid="ban-reason" className="text-lg font-bold text-fg">
          {t(`Ban.reasons.${key}.title`)}
        </p>
        <p className="text-sm leading-relaxed text-muted">{t(`Ban.reasons.${key}.description`)}</p>
      </div>
      {description && (
        <figure className="rounded-2xl border border-danger/20 bg-danger/5 p-5 text-left">
          <figcaption className="text-[11px] font-semibold tracking-[0.08em] text-subtle uppercase">
            {t('Ban.operator_message')}
          </figcaption>
          <blockquote
            data-testid="ban-description"
            className="mt-2 text-sm leading-relaxed whitespace-pre-line text-fg"
          >
            {description}
          </blockquote>
        </figure>
      )}
    </FullScreenMessage>
  );
}
