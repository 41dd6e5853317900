import type { TRecentAddress } from '@aurum/contracts/wallet';
import { Clock3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useRecentAddresses } from '../../api/get-recent-addresses';
import { shortenMiddle } from '../../utils/crypto-amount';

/** Suggestions beyond this many would push the amount below the fold on phones. */
const MAX_SUGGESTIONS = 3;

interface RecentAddressesProps {
  currency: string;
  /** The address in the field, to mark the suggestion it came from. */
  selected: string;
  onPick: (recent: TRecentAddress) => void;
}

/** Addresses the player withdrew to before with this method; one click fills the form. */
export function RecentAddresses({ currency, selected, onPick }: RecentAddressesProps) {
  const { t } = useTranslation();
  const recent = useRecentAddresses(currency);
  const items = recent.data?.items.slice(0, MAX_SUGGESTIONS) ?? [];
  if (items.length === 0) return null;

  return (
    <div className="flex flex-col gap-1.5">
      <span className="flex items-center gap-1.5 text-xs font-medium text-subtle">
        <Clock3 className="size-3.5" />
        {t('WalletWithdraw.recent_addresses')}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <button
            key={`${item.address}|${item.memo ?? ''}`}
            type="button"
            data-testid="recent-address"
            title={item.address}
            onClick={() => onPick(item)}
            className={cn(
              'inline-flex max-w-full cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 py-1.5 font-mono text-xs transition-colors',
              item.address === selected
                ? 'border-gold-500/50 bg-gold-500/10 text-gold-200'
                : 'border-line bg-surface-2 text-muted hover:border-gold-500/40 hover:text-fg',
            )}
          >
            <span className="truncate">{shortenMiddle(item.address, 8, 6)}</span>
            {item.memo && (
              <span className="rounded bg-surface-3 px-1 text-[10px] text-subtle">
                {shortenMiddle(item.memo, 6, 3)}
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
