import type { TFiatMethod } from '@aurum/contracts/wallet';
import type { ReactNode } from 'react';
import { LoadingImage } from '@/components/ui/loading-image';

/** The fiat method a deposit goes through: its icon, name and kind, and a figure on the right. */
export function FiatMethodHeader({ method, aside }: { method: TFiatMethod; aside?: ReactNode }) {
  return (
    <div className="relative flex items-center gap-3 overflow-hidden rounded-2xl border border-line bg-surface-2 bg-[radial-gradient(ellipse_at_top_right,rgb(245_177_32/0.12),transparent_60%)] p-3.5">
      <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-surface-3 ring-1 ring-line">
        <LoadingImage
          src={method.iconBig}
          alt=""
          loading="eager"
          className="size-7"
          fallback={<span className="text-xs font-bold text-gold-300">{method.currency.code}</span>}
        />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-base font-bold text-fg">{method.name}</span>
        <span className="truncate text-xs text-muted">{method.label}</span>
      </div>
      {aside ?? (
        <span className="shrink-0 rounded-full bg-surface-3 px-2.5 py-1 text-[11px] font-bold tracking-wide text-muted ring-1 ring-line">
          {method.currency.code}
        </span>
      )}
    </div>
  );
}
