import { useTranslation } from 'react-i18next';
import { InstagramIcon, TelegramIcon, XBrandIcon } from '@/components/ui/brand-icons';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { getCommunityLinks, type TCommunityNetwork } from '../utils/community-links';

const icons = { telegram: TelegramIcon, x: XBrandIcon, instagram: InstagramIcon } satisfies Record<
  TCommunityNetwork,
  unknown
>;

/** Telegram, X and Instagram buttons, as a row or (collapsed sidebar) a column of icons. */
export function SocialLinks({ orientation = 'row' }: { orientation?: 'row' | 'column' }) {
  const { t, i18n } = useTranslation();
  const collapsed = orientation === 'column';
  return (
    <ul className={cn('flex gap-2', collapsed ? 'flex-col items-center' : 'flex-row')}>
      {getCommunityLinks(i18n.language).map(({ network, href }) => {
        const Icon = icons[network];
        const label = t(`Community.${network}`);
        return (
          <li key={network} className={collapsed ? undefined : 'flex-1'}>
            <Tooltip>
              <TooltipTrigger asChild>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="grid h-10 min-w-11 place-items-center rounded-xl border border-line/80 bg-surface-2 text-muted transition-colors hover:border-gold-500/40 hover:text-gold-300"
                >
                  <Icon className="size-[18px]" />
                </a>
              </TooltipTrigger>
              <TooltipContent side={collapsed ? 'right' : 'top'}>{label}</TooltipContent>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
