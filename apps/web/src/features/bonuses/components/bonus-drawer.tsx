import type { TBonusList } from '@aurum/contracts/bonuses';
import { ArrowDownToLine, Gift, Sparkles, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthGate } from '@/lib/auth-gate';
import { useBonusDrawer } from '@/lib/bonus-drawer';
import { useWalletModal } from '@/lib/wallet-modal';
import { useBonuses } from '../api/get-bonuses';
import { DrawerEveryday } from './drawer-everyday';
import { DrawerWelcomeSteps } from './drawer-welcome-steps';

/** From this many deposits the drawer shows the everyday bonus (spec 9). */
export const EVERYDAY_MODE_DEPOSITS = 4;

type TMode = 'welcome' | 'everyday';
const modeOf = (list: TBonusList | undefined): TMode =>
  list && list.depositCount >= EVERYDAY_MODE_DEPOSITS ? 'everyday' : 'welcome';

function Hero({ mode }: { mode: TMode }) {
  const { t } = useTranslation();
  return (
    <div className="relative flex flex-col items-center gap-3 overflow-hidden px-6 pt-9 pb-6 text-center">
      <span
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(80%_70%_at_50%_0%,rgb(245_177_32/0.3),transparent_70%)]"
      />
      <span className="relative grid size-18 place-items-center rounded-3xl bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold">
        <Gift className="size-9" strokeWidth={1.8} />
        <Sparkles className="absolute -top-2 -right-2 size-6 text-gold-200" />
      </span>
      <DialogTitle className="relative text-2xl">{t(`Bonuses.drawer.${mode}_title`)}</DialogTitle>
      <DialogDescription className="relative max-w-xs leading-relaxed">
        {t(`Bonuses.drawer.${mode}_description`)}
      </DialogDescription>
    </div>
  );
}

function DrawerSkeleton() {
  return (
    <div data-testid="bonus-drawer-loading" className="flex flex-col gap-2.5">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-[78px] rounded-2xl" />
      ))}
    </div>
  );
}

function PlayerOffers({ list }: { list: ReturnType<typeof useBonuses> }) {
  const { t } = useTranslation();
  if (list.isPending) return <DrawerSkeleton />;
  if (list.isError)
    return (
      <LoadErrorState
        testId="bonus-drawer-error"
        description={t('Bonuses.load_failed')}
        onRetry={() => void list.refetch()}
      />
    );
  const { templates, everydayUnlocksAt } = list.data;
  if (modeOf(list.data) === 'everyday') {
    const everyday = templates.find((template) => template.conditions.type === 'everyday');
    if (everyday) return <DrawerEveryday template={everyday} unlocksAt={everydayUnlocksAt} />;
  } else if (templates.some((template) => template.conditions.type === 'welcome')) {
    return <DrawerWelcomeSteps templates={templates} />;
  }
  return (
    <EmptyState
      testId="bonus-drawer-empty"
      icon={Gift}
      size="compact"
      title={t('Bonuses.drawer.empty_title')}
      description={t('Bonuses.drawer.empty_description')}
    />
  );
}

/**
 * The bonus drawer (spec 2): the welcome steps, or from the 4th deposit the everyday bonus with
 * the time until the next one; a deposit button for players, a sign-up call for visitors.
 */
export function BonusDrawer({ onSignUp }: { onSignUp: () => void }) {
  const { t } = useTranslation();
  const { isOpen, close } = useBonusDrawer();
  const { isSignedIn } = useAuthGate();
  const { open: openWallet } = useWalletModal();
  const list = useBonuses();
  const mode = modeOf(list.data);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent side="right" data-testid="bonus-drawer" className="overflow-y-auto p-0">
        <Hero mode={mode} />
        <div className="flex flex-col gap-4 px-5">
          {isSignedIn ? (
            <PlayerOffers list={list} />
          ) : (
            <p
              data-testid="bonus-drawer-pitch"
              className="rounded-2xl border border-gold-500/30 bg-gold-500/8 p-4 text-center text-sm leading-relaxed text-fg"
            >
              {t('Bonuses.drawer.visitor_pitch')}
            </p>
          )}
        </div>
        <div className="mt-auto flex flex-col gap-2 px-5 pt-6 pb-6">
          {isSignedIn ? (
            <Button
              variant="primary"
              size="lg"
              data-testid="bonus-drawer-deposit"
              onClick={() => {
                close();
                openWallet('deposit');
              }}
            >
              <ArrowDownToLine className="size-4.5" />
              {t('Bonuses.drawer.deposit')}
            </Button>
          ) : (
            <Button
              variant="primary"
              size="lg"
              data-testid="bonus-drawer-sign-up"
              onClick={() => {
                close();
                onSignUp();
              }}
            >
              <UserPlus className="size-4.5" />
              {t('Bonuses.drawer.sign_up')}
            </Button>
          )}
          <p className="text-center text-xs text-subtle">{t('Bonuses.drawer.tap_step')}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
