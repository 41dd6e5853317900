import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TelegramIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { CountryFlag } from '@/components/ui/country-flag';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { getCommunityLinks } from '@/features/community/utils/community-links';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const keepOpen = (event: Event) => event.preventDefault();

/** The platform is not offered in the player's country: where, from which IP, and what now. */
export function RegionErrorModal({ country, ip }: { country: string; ip: string }) {
  const { t, i18n } = useTranslation();
  const telegram = getCommunityLinks(i18n.language).find((link) => link.network === 'telegram');
  const name = country ? countryName(country, i18n.language) : t('Region.unknown_country');

  return (
    <Dialog open>
      <DialogContent
        data-testid="region-modal"
        showClose={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="z-[80] max-w-[420px] overflow-hidden p-0"
      >
        <div className="flex flex-col items-center gap-4 bg-[radial-gradient(ellipse_at_top,rgb(124_92_255/0.22),transparent_70%)] px-6 pt-8 pb-5 text-center">
          {country && <CountryFlag code={country} className="h-12 shadow-lg shadow-black/40" />}
          <DialogTitle className="text-xl">{t('Region.title')}</DialogTitle>
          <DialogDescription className="leading-relaxed">
            {t('Region.description', { country: name })}
          </DialogDescription>
        </div>
        <div className="flex flex-col gap-4 px-6 pb-6">
          {ip && (
            <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 py-2 pr-2 pl-4">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-xs text-subtle">{t('Region.your_ip')}</span>
                <span data-testid="region-ip" className="truncate font-mono text-sm text-fg">
                  {ip}
                </span>
              </span>
              <CopyButton text={ip} label={t('Region.copy_ip')} testId="region-ip-copy" />
            </div>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
              <RotateCw className="size-4.5" />
              {t('Shared.retry')}
            </Button>
            {telegram && (
              <Button variant="primary" size="lg" asChild>
                <a href={telegram.href} target="_blank" rel="noopener noreferrer">
                  <TelegramIcon className="size-4.5" />
                  {t('Region.join_community')}
                </a>
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
