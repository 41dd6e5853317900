import type { TDisplayCurrency } from '@aurum/contracts/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useBalance } from '../api/get-balance';
import { useDisplayCurrencies } from '../api/get-display-currencies';
import { usePaymentCurrency } from '../model/payment-currency';
import { displayCurrencyName } from '../utils/display-currency-name';

/**
 * The currency to pay in, which picks the fiat methods below it: the display currency until
 * the player picks another. The choice stays in the wallet; the account's display currency
 * changes only in the profile. Until the list loads (or if it cannot), only the current one
 * is offered.
 */
export function CurrencySelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const balance = useBalance();
  const currencies = useDisplayCurrencies();
  const { paymentCurrency, choose } = usePaymentCurrency(balance.data?.total.currency.code);

  if (balance.isPending) return <Skeleton className="h-12 w-full rounded-xl sm:h-11" />;
  if (!balance.data) return null;

  const current = balance.data.total.currency;
  const listed = currencies.data ?? [];
  const options: Pick<TDisplayCurrency, 'code' | 'name' | 'icon' | 'isFiat'>[] = listed.some(
    (currency) => currency.code === current.code,
  )
    ? listed
    : [{ code: current.code, name: current.code, icon: current.icon, isFiat: true }, ...listed];
  const selectedCode =
    paymentCurrency && options.some((currency) => currency.code === paymentCurrency)
      ? paymentCurrency
      : current.code;
  const selected = options.find((currency) => currency.code === selectedCode) ?? options[0];

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
          disabled={!currencies.data}
          aria-busy={currencies.isPending}
          onChange={(event) => choose(event.target.value)}
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
      </div>
    </div>
  );
}
