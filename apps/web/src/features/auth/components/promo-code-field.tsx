import { ChevronDown, TicketPercent } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type TPromoCodeFieldProps = ComponentProps<'input'> & { error?: string; initiallyOpen?: boolean };

/** An optional promo code, folded away behind "I have a promo code" until asked for. */
export function PromoCodeField({ error, initiallyOpen = false, ...input }: TPromoCodeFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(error) || initiallyOpen);
  if (!open && !error) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex w-fit cursor-pointer items-center gap-1.5 text-[13px] font-medium text-gold-300 transition-colors hover:text-gold-200"
      >
        <TicketPercent className="size-4" />
        {t('Auth.have_promo')}
        <ChevronDown className="size-3.5" />
      </button>
    );
  }
  return (
    <FormField label={t('Auth.promo')} error={error}>
      <Input
        data-testid="auth-promo"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...input}
      />
    </FormField>
  );
}
