import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthGate } from '@/lib/auth-gate';
import { FairRoundsList } from './fair-rounds-list';
import { ManualVerifier } from './manual-verifier';
import { SeedsTab } from './seeds-tab';

interface FairnessPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Provably fair: the committed server seed (hashed), the player's client seed and nonce, seed
 * rotation, the player's rounds with an in-browser check each, and a manual verifier.
 */
export function FairnessPanel({ open, onOpenChange }: FairnessPanelProps) {
  const { t } = useTranslation();
  const { isSignedIn, requireAuth } = useAuthGate();
  const signIn = () => {
    onOpenChange(false);
    requireAuth(() => undefined);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        data-testid="fairness-panel"
        className="overflow-hidden p-0 sm:w-[500px]"
      >
        <header className="relative flex shrink-0 items-start gap-3 overflow-hidden border-b border-line/70 px-5 pt-6 pb-4 pr-14">
          <span
            aria-hidden
            className="absolute -top-20 -left-10 size-56 rounded-full bg-mint-500/10 blur-3xl"
          />
          <span className="relative grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-b from-mint-400/20 to-mint-500/5 text-mint-400 ring-1 ring-mint-400/25">
            <ShieldCheck className="size-5" />
          </span>
          <div className="relative min-w-0">
            <DialogTitle>{t('Fairness.title')}</DialogTitle>
            <DialogDescription className="mt-0.5 text-[13px] leading-snug">
              {t('Fairness.description')}
            </DialogDescription>
          </div>
        </header>
        <div data-scroll-root className="scrollbar-thin min-h-0 flex-1 overflow-y-auto p-5">
          {isSignedIn ? (
            <Tabs defaultValue="seeds" className="flex flex-col gap-5">
              <TabsList>
                <TabsTrigger value="seeds" data-testid="fairness-tab-seeds">
                  {t('Fairness.tabs.seeds')}
                </TabsTrigger>
                <TabsTrigger value="rounds" data-testid="fairness-tab-rounds">
                  {t('Fairness.tabs.rounds')}
                </TabsTrigger>
                <TabsTrigger value="verify" data-testid="fairness-tab-verify">
                  {t('Fairness.tabs.verify')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="seeds" className="outline-none">
                <SeedsTab />
              </TabsContent>
              <TabsContent value="rounds" className="outline-none">
                <FairRoundsList />
              </TabsContent>
              <TabsContent value="verify" className="outline-none">
                <ManualVerifier />
              </TabsContent>
            </Tabs>
          ) : (
            <EmptyState
              testId="fairness-sign-in"
              icon={LockKeyhole}
              title={t('Auth.sign_in_title')}
              description={t('Fairness.sign_in_description')}
              action={
                <Button variant="primary" onClick={signIn}>
                  {t('Header.log_in')}
                </Button>
              }
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
