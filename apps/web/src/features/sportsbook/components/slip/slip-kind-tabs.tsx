import { BET_KINDS, type TBetKind } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { betSlip, type TBetSlip } from '../../hooks/use-bet-slip';
import { countCombinations } from '../../utils/payout';

const isBetKind = (value: string): value is TBetKind =>
  (BET_KINDS as readonly string[]).includes(value);

/** Singles / combo / system tabs, and k of a system bet k/n. */
export function SlipKindTabs({ slip }: { slip: TBetSlip }) {
  const { t } = useTranslation();
  const n = slip.selections.length;
  const sizes = Array.from({ length: Math.max(0, n - 2) }, (_, index) => index + 2);
  return (
    <div className="flex flex-col gap-2">
      <Tabs value={slip.kind} onValueChange={(value) => isBetKind(value) && betSlip.setKind(value)}>
        <TabsList>
          {BET_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t(`Sportsbook.slip.kinds.${kind}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {slip.kind === 'system' && sizes.length > 0 && (
        <Select
          aria-label={t('Sportsbook.slip.system_size')}
          value={slip.systemSize}
          onChange={(change) => betSlip.setSystemSize(Number(change.target.value))}
        >
          {sizes.map((k) => (
            <option key={k} value={k}>
              {t('Sportsbook.slip.system_option', { k, n, count: countCombinations(n, k) })}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}
