import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TPaymentDetails } from '../../model/fiat-withdraw-draft';
import { savedName } from '../../utils/fiat-withdraw-method';

export interface TSavedDetailSet {
  id: string;
  details: TPaymentDetails;
}

/** "•••• 4321": the end of a long number, enough to tell two cards apart. */
const lastDigits = (value: string) => `•••• ${value.replace(/\s+/g, '').slice(-4)}`;

/** What tells a saved set apart: its card, account, phone or e-mail, and whose it is. */
function describe({ details }: TSavedDetailSet): { title: string; subtitle: string } {
  const name = savedName(details);
  const account = details.card
    ? lastDigits(details.card)
    : details.account_number_online_banking_ph
      ? lastDigits(details.account_number_online_banking_ph)
      : (details.phone ?? details.email ?? details.person_id ?? '');
  return account ? { title: account, subtitle: name } : { title: name, subtitle: '' };
}

interface SavedDetailsPickerProps {
  sets: readonly TSavedDetailSet[];
  selected: string | null;
  onPick: (set: TSavedDetailSet) => void;
}

/** Detail sets the player withdrew to before with this method: one click fills the form. */
export function SavedDetailsPicker({ sets, selected, onPick }: SavedDetailsPickerProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="saved-details" className="flex flex-col gap-1.5">
      <span className="flex items-center gap-1.5 text-xs font-medium text-subtle">
        <History className="size-3.5" />
        {t('WalletFiatWithdraw.saved')}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {sets.map((set) => {
          const { title, subtitle } = describe(set);
          const active = set.id === selected;
          return (
            <button
              key={set.id}
              type="button"
              aria-pressed={active}
              data-testid={`saved-details-${set.id}`}
              onClick={() => onPick(set)}
              className={cn(
                'inline-flex max-w-full cursor-pointer flex-col items-start rounded-lg border px-2.5 py-1.5 text-left transition-colors',
                active
                  ? 'border-gold-500/50 bg-gold-500/10'
                  : 'border-line bg-surface-2 hover:border-gold-500/40',
              )}
            >
              <span
                className={cn(
                  'max-w-full truncate font-mono text-xs',
                  active ? 'text-gold-200' : 'text-fg',
                )}
              >
                {title}
              </span>
              {subtitle && (
                <span className="max-w-full truncate text-[11px] text-subtle">{subtitle}</span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
