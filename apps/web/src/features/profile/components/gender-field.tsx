import { GENDERS } from '@aurum/contracts/me';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Two pill-shaped radio buttons. */
export function GenderField({ registration }: { registration: UseFormRegisterReturn<'gender'> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-muted">{t('Profile.gender')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {GENDERS.map((gender) => (
          <label key={gender} className="relative">
            <input
              type="radio"
              value={gender}
              data-testid={`profile-gender-${gender}`}
              className="peer sr-only"
              {...registration}
            />
            <span className="flex h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-surface-2 text-sm font-semibold text-muted transition-colors peer-checked:border-gold-500/60 peer-checked:bg-gold-500/10 peer-checked:text-gold-200 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-400 hover:text-fg sm:h-11">
              {t(`Profile.genders.${gender}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
