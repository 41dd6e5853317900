import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

/** A password box with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(inputClass, 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        data-testid="password-toggle"
        aria-label={visible ? t('Auth.hide_password') : t('Auth.show_password')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 grid w-12 cursor-pointer place-items-center rounded-r-xl text-subtle transition-colors hover:text-fg"
      >
        <Icon className="size-[18px]" />
      </button>
    </div>
  );
}
