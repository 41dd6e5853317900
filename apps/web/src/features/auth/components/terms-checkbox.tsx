import { Check } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { currentPoliciesHref } from '@/config/paths';

type TTermsCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { error?: string };

/** "I am 18 or older and accept the terms", required to create an account. */
export function TermsCheckbox({ error, ...input }: TTermsCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 text-[13px] leading-snug text-muted"
      >
        <span className="relative mt-px grid size-[18px] shrink-0 place-items-center">
          <input
            id={id}
            type="checkbox"
            data-testid="auth-accept-terms"
            aria-invalid={error ? true : undefined}
            className="peer size-full cursor-pointer appearance-none rounded-[5px] border border-[#3a4360] bg-surface-2 transition-colors checked:border-gold-400 checked:bg-gold-400 aria-invalid:border-danger/80"
            {...input}
          />
          <Check
            aria-hidden
            strokeWidth={3.2}
            className="pointer-events-none absolute size-3 text-[#1c1303] opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span>
          <Trans
            t={t}
            i18nKey="Auth.accept_terms"
            components={{
              terms: (
                <a
                  href={currentPoliciesHref()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-gold-300 underline-offset-2 hover:underline"
                />
              ),
            }}
          />
        </span>
      </label>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
