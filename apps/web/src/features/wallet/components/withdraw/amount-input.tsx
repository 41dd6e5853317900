import type { ComponentProps } from 'react';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { sanitizeAmount } from '../../utils/decimal';

interface AmountInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Shown after the number inside the box, e.g. "USDT". */
  postfix: string;
}

/**
 * A money input (spec 5): whatever is typed or pasted keeps only digits and one decimal point,
 * and the currency stays written after the number.
 */
export function AmountInput({ postfix, className, onChange, ...props }: AmountInputProps) {
  return (
    <div className="relative">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={cn(
          inputClass,
          'pr-20 text-base font-semibold tabular-nums sm:text-[15px]',
          className,
        )}
        onChange={(event) => {
          event.target.value = sanitizeAmount(event.target.value);
          onChange?.(event);
        }}
        {...props}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-subtle">
        {postfix}
      </span>
    </div>
  );
}
