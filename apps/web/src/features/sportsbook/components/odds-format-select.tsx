import { ODDS_FORMATS, ZOddsFormat } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useOddsFormat } from '../hooks/use-odds-format';

/** Decimal, fractional or American odds: the player's choice, kept in this browser. */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const { format, setFormat } = useOddsFormat();
  return (
    <Select
      aria-label={t('Sportsbook.odds_format')}
      data-testid="odds-format"
      value={format}
      className="h-10 w-auto text-[13px] sm:h-10"
      onChange={(change) => {
        const next = ZOddsFormat.safeParse(change.target.value);
        if (next.success) setFormat(next.data);
      }}
    >
      {ODDS_FORMATS.map((option) => (
        <option key={option} value={option}>
          {t(`Sportsbook.odds_formats.${option}`)}
        </option>
      ))}
    </Select>
  );
}
