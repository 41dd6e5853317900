import type { TUserBonus } from '@aurum/contracts/bonuses';
import { Gift, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBonusDrawer } from '@/lib/bonus-drawer';
import { useBonusSettings } from '../api/get-bonus-settings';
import { useBonuses } from '../api/get-bonuses';
import { ActiveBonusCard } from './active-bonus-card';
import { BonusHistory } from './bonus-history';
import { EverydayOffer } from './everyday-offer';
import { FreeSpinsCard } from './free-spins-card';
import { PersonalOffers } from './personal-offers';
import { PromoCodeForm } from './promo-code-form';
import { WelcomeSteps } from './welcome-steps';
import { WelcomeSwitches } from './welcome-switches';

const isOpen = (bonus: TUserBonus) => bonus.status === 'pending' || bonus.status === 'active';

function BonusesSkeleton() {
  return (
    <div data-testid="bonuses-loading" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="hidden h-56 rounded-2xl md:block" />
      </div>
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

/** A titled grid of cards (active bonuses, free spins). */
function CardsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-base font-bold tracking-tight text-fg">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">{children}</div>
    </section>
  );
}

/** The player's bonuses page: what they hold, what they can get next, and what has ended. */
export function BonusesOverview() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const settings = useBonusSettings();
  const drawer = useBonusDrawer();

  if (bonuses.isPending) return <BonusesSkeleton />;
  if (bonuses.isError)
    return (
      <LoadErrorState
        testId="bonuses-error"
        description={t('Bonuses.load_failed')}
        onRetry={() => void bonuses.refetch()}
      />
    );

  const { templates, bonuses: grants, everydayUnlocksAt, freeSpins } = bonuses.data;
  if (grants.length === 0 && templates.length === 0 && freeSpins.length === 0)
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          testId="bonuses-empty"
          icon={Gift}
          title={t('Bonuses.empty_title')}
          description={t('Bonuses.empty_description')}
        />
        <PromoCodeForm />
      </div>
    );

  const open = grants.filter(isOpen);
  const ended = grants.filter((bonus) => !isOpen(bonus));
  return (
    <div className="flex flex-col gap-6">
      <Button
        variant="outline"
        size="sm"
        data-testid="open-bonus-drawer"
        className="self-start"
        onClick={drawer.open}
      >
        <Sparkles className="size-4 text-gold-300" />
        {t('Bonuses.drawer.open')}
      </Button>
      {open.length > 0 && (
        <CardsSection title={t('Bonuses.active_title')}>
          {open.map((bonus) => (
            <ActiveBonusCard key={bonus.id} bonus={bonus} />
          ))}
        </CardsSection>
      )}
      {freeSpins.length > 0 && (
        <CardsSection title={t('Bonuses.free_spins.title')}>
          {freeSpins.map((spins) => (
            <FreeSpinsCard key={spins.id} spins={spins} />
          ))}
        </CardsSection>
      )}
      <PromoCodeForm />
      <WelcomeSteps templates={templates} />
      <PersonalOffers templates={templates} settings={settings.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EverydayOffer templates={templates} unlocksAt={everydayUnlocksAt} />
        <WelcomeSwitches settings={settings.data} />
      </div>
      <BonusHistory bonuses={ended} />
    </div>
  );
}
