import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBetSlip } from '../hooks/use-bet-slip';
import { MyBets } from './bets/my-bets';
import { SlipForm } from './slip/slip-form';

/** The slip and the player's bets, as tabs: the desktop panel and the phone drawer show this. */
export function BetSlip() {
  const { t } = useTranslation();
  const { selections } = useBetSlip();
  return (
    <Tabs defaultValue="slip" className="flex flex-col gap-3">
      <TabsList>
        <TabsTrigger value="slip">
          {t('Sportsbook.slip.title')}
          {selections.length > 0 && (
            <span className="rounded-full bg-black/25 px-1.5 text-[11px]">{selections.length}</span>
          )}
        </TabsTrigger>
        <TabsTrigger value="bets">{t('Sportsbook.my_bets')}</TabsTrigger>
      </TabsList>
      <TabsContent value="slip">
        <SlipForm />
      </TabsContent>
      <TabsContent value="bets">
        <MyBets compact />
      </TabsContent>
    </Tabs>
  );
}
