import type { TRevealedSeed } from '@aurum/contracts/games';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SeedValue } from './seed-value';

/** Pairs revealed by earlier rotations, newest first: anyone can check their rounds with them. */
export function RevealedSeeds({ seeds }: { seeds: TRevealedSeed[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-[15px] font-semibold text-fg">
        <KeyRound className="size-4 text-gold-400" />
        {t('Fairness.previous_title')}
      </h3>
      {seeds.length === 0 ? (
        <p
          data-testid="fairness-previous-empty"
          className="rounded-xl border border-dashed border-line px-4 py-5 text-center text-[13px] text-muted"
        >
          {t('Fairness.previous_empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2.5">
          {seeds.map((seed) => (
            <li
              key={seed.serverSeedHash}
              data-testid="fairness-previous-seed"
              className="flex flex-col gap-3 rounded-xl border border-line/80 bg-surface-2/50 p-3.5"
            >
              <div className="flex items-center justify-between gap-2 text-[12px] text-muted">
                <span>{date.format(new Date(seed.revealedAt))}</span>
                <span className="rounded-md bg-surface-3 px-2 py-0.5 font-semibold text-fg">
                  {t('Fairness.rounds_count', { count: seed.nonce })}
                </span>
              </div>
              <SeedValue
                label={t('Fairness.server_seed')}
                value={seed.serverSeed}
                copyLabel={t('Fairness.copy_seed')}
              />
              <SeedValue label={t('Fairness.server_seed_hash')} value={seed.serverSeedHash} />
              <SeedValue label={t('Fairness.client_seed')} value={seed.clientSeed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
