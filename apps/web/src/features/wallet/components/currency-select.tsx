import type { TDisplayCurrency } from '@aurum/contracts/wallet';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/lib/toast';
import { useBalance } from '../api/get-balance';
import { useDisplayCurrencies } from '../api/get-display-currencies';
import { useUpdateDisplayCurrency } from '../api/update-display-currency';
import { displayCurrencyName } from '../utils/display-currency-name';

/**
 * The display currency of balances and amounts: the balance's currency, changed for the
 * account at once. Until the list loads (or if it cannot), only the current one is offered.
 */
export function CurrencySelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const balance = useBalance();
  const currencies = useDisplayCurrencies();
  const update = useUpdateDisplayCurrency();

  if (balance.isPending) return <Skeleton className="h-12 w-full rounded-xl sm:h-11" />;
  if (!balance.data) return null;

  const current = balance.data.total.currency;
  const listed = currencies.data ?? [];
  const options: Pick<TDisplayCurrency, 'code' | 'name' | 'icon' | 'isFiat'>[] = listed.some(
    (currency) => currency.code === current.code,
  )
    ? listed
    : [{ code: current.code, name: current.code, icon: current.icon, isFiat: true }, ...listed];
  const selectedCode = update.isPending ? update.variables : current.code;
  const selected = options.find((currency) => currency.code === selectedCode) ?? options[0];

  const pick = (code: string) => {
    if (code === current.code) return;
    update.mutate(code, {
      onError: () => showToast({ type: 'error', message: t('WalletDeposit.currency_not_saved') }),
    });
  };

  const label = (currency: (typeof options)[number]) =>
    `${currency.code} · ${displayCurrencyName(currency, i18n.language)}`;
  const groups = [
    {
      key: 'fiat',
      title: t('WalletDeposit.currency_fiat'),
      items: options.filter((c) => c.isFiat),
    },
    {
      key: 'crypto',
      title: t('WalletDeposit.currency_crypto'),
      items: options.filter((c) => !c.isFiat),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="shrink-0 text-[13px] font-medium text-muted">
        {t('WalletDeposit.currency')}
      </label>
      <div className="relative min-w-0 flex-1 sm:ml-auto sm:max-w-[260px]">
        {selected && (
          <img
            src={selected.icon}
            alt=""
            className="pointer-events-none absolute top-1/2 left-3.5 z-10 size-5 -translate-y-1/2"
          />
        )}
        <Select
          id={id}
          data-testid="wallet-currency-select"
          value={selectedCode}
          disabled={update.isPending || !currencies.data}
          aria-busy={update.isPending || currencies.isPending}
          onChange={(event) => pick(event.target.value)}
          className="truncate pl-11 font-semibold"
        >
          {groups.length > 1
            ? groups.map((group) => (
                <optgroup key={group.key} label={group.title}>
                  {group.items.map((currency) => (
                    <option key={currency.code} value={currency.code}>
                      {label(currency)}
                    </option>
                  ))}
                </optgroup>
              ))
            : options.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {label(currency)}
                </option>
              ))}
        </Select>
        {update.isPending && (
          <LoaderCircle className="pointer-events-none absolute top-1/2 right-9 size-4 -translate-y-1/2 animate-spin text-gold-400" />
        )}
      </div>
    </div>
  );
}
