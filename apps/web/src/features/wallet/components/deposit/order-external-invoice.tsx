import type { TBuyOrder } from '@aurum/contracts/wallet';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { ORDER_CALLBACK_PATH } from '../../api/create-buy-order';
import { walletNavigation } from '../../model/wallet-views';
import { StatusIllustration } from '../status-illustration';

/** Invoices already opened in a new window, so a re-render or a revisit does not open another. */
const openedInvoices = new Set<string>();

/** Whether the frame came back to the app (the order's callback path, same origin). */
function returnedToApp(frame: HTMLIFrameElement): boolean {
  try {
    const location = frame.contentWindow?.location;
    return location?.origin === window.location.origin && location.pathname === ORDER_CALLBACK_PATH;
  } catch {
    // Still on the provider's page: another origin cannot be read.
    return false;
  }
}

function InvoiceWaiting({ url, message }: { url: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="order-invoice"
      className="flex flex-col items-center px-2 pt-4 pb-2 text-center"
    >
      <StatusIllustration icon={ExternalLink} tone="gold" active />
      <h3 className="mt-6 text-lg font-bold tracking-tight text-fg">
        {t('WalletFiat.invoice.title')}
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">{message}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="order-invoice-link"
        className={cn(buttonVariants({ variant: 'outline' }), 'mt-6')}
      >
        <ExternalLink className="size-4" />
        {t('WalletFiat.invoice.open_again')}
      </a>
    </div>
  );
}

/**
 * An order paid on the provider's page (spec 4 "pay_external_invoice"), as its target says: the
 * whole window goes there (`parent`), a new window opens once (`blank`), or the page is shown
 * in a frame (`frame`) that returns to the history when it reaches the callback path.
 */
export function OrderExternalInvoice({ order }: { order: TBuyOrder }) {
  const { t } = useTranslation();
  const { url } = order;
  const target = order.meta.external_info?.target ?? 'blank';
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!url) return;
    if (target === 'parent') window.location.assign(url);
    else if (target === 'blank' && !openedInvoices.has(order.id)) {
      openedInvoices.add(order.id);
      window.open(url, '_blank', 'noopener');
    }
  }, [order.id, target, url]);

  if (!url) {
    return (
      <div
        data-testid="order-invoice-preparing"
        className="flex items-center justify-center gap-2.5 py-16 text-sm text-muted"
      >
        <LoaderCircle className="size-4.5 animate-spin text-gold-400" />
        {t('WalletFiat.invoice.preparing')}
      </div>
    );
  }
  if (target === 'parent') {
    return <InvoiceWaiting url={url} message={t('WalletFiat.invoice.redirecting')} />;
  }
  if (target === 'blank') {
    return <InvoiceWaiting url={url} message={t('WalletFiat.invoice.new_window')} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <iframe
        ref={frame}
        data-testid="order-frame"
        src={url}
        title={t('WalletFiat.invoice.frame_title')}
        allow="payment"
        onLoad={() => {
          if (frame.current && returnedToApp(frame.current)) walletNavigation.showTab('history');
        }}
        className="h-[560px] max-h-[70dvh] w-full rounded-2xl border border-line bg-white"
      />
      <p className="text-center text-xs text-subtle">{t('WalletFiat.invoice.frame_hint')}</p>
    </div>
  );
}
