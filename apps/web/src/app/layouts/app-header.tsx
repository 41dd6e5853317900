import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { GuestActions } from '@/features/auth/components/guest-actions';
import { useSession } from '@/features/auth/hooks/use-session';
import { LanguageSwitcher } from '@/features/languages/components/language-switcher';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { WheelButton } from '@/features/wheel/components/wheel-button';
import { useWheelEntry } from '@/features/wheel/hooks/use-wheel-entry';
import { useWheelModal } from '@/features/wheel/hooks/use-wheel-modal';
import { AvatarMenu } from './avatar-menu';
import { SectionTabs } from './section-tabs';
import { usePersistLanguage } from './use-persist-language';

export function AppHeader() {
  const { t } = useTranslation();
  const { me, status } = useSession();
  const persistLanguage = usePersistLanguage();
  const wheel = useWheelEntry(status);
  const { open: openWheel } = useWheelModal();
  return (
    <header className="sticky top-0 z-40 h-[calc(3.5rem+var(--inset-top))] border-b border-line/70 bg-bg/85 pt-inset backdrop-blur-xl lg:h-[calc(4rem+var(--inset-top))]">
      <div className="flex h-full items-center gap-3 px-3 sm:px-4 lg:gap-6 lg:px-5">
        <Link to={paths.home.getHref()} aria-label={t('Header.home')} className="shrink-0">
          <Logo variant="mark" className="size-8 sm:hidden" />
          <Logo className="hidden h-8 sm:block lg:h-9" />
        </Link>
        <SectionTabs className="hidden w-64 lg:flex" />
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {wheel.show ? (
            <WheelButton onClick={() => openWheel(wheel.view)} />
          ) : (
            me && (
              <Link
                to={paths.bonuses.getHref()}
                data-testid="header-bonuses"
                className="hidden h-10 items-center gap-2 rounded-lg px-3 text-[13px] font-semibold text-muted transition-colors hover:bg-surface-3 hover:text-fg md:inline-flex"
              >
                <Gift className="size-4.5 text-gold-400" />
                {t('Header.bonuses')}
              </Link>
            )
          )}
          <LanguageSwitcher onSelect={persistLanguage} />
          {me ? (
            <>
              <HeaderBalance />
              <AvatarMenu isVip={me.isVip} />
            </>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
}
