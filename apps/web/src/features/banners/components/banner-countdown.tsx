import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { countdownDigits, countdownParts, deadlineOf } from '../utils/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds until a banner's offer ends; gone once it has. */
export function BannerCountdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(deadlineOf(endsAt));
  if (secondsLeft <= 0) return null;
  const parts = countdownParts(secondsLeft);
  return (
    <div
      data-testid="banner-countdown"
      role="timer"
      aria-label={t('Banners.ends_in')}
      className="flex items-center gap-2"
    >
      <Timer aria-hidden className="hidden size-4 text-gold-300 sm:block" />
      <ol className="flex gap-1.5">
        {UNITS.map((unit) => (
          <li
            key={unit}
            className="flex min-w-11 flex-col items-center rounded-lg border border-white/10 bg-black/45 px-1.5 py-1 backdrop-blur-md sm:min-w-13"
          >
            <span className="text-base leading-none font-extrabold text-fg tabular-nums sm:text-lg">
              {countdownDigits(parts[unit])}
            </span>
            <span className="mt-0.5 text-[9px] font-semibold tracking-wider text-white/60 uppercase">
              {t(`Banners.units.${unit}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
