import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

type TFieldProps = ComponentProps<'input'> & { error?: string };

/** The e-mail box both forms open with (it takes the focus). */
export function AuthEmailField({ error, ...input }: TFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t('Auth.email')} error={error}>
      <Input
        data-testid="auth-email"
        type="email"
        inputMode="email"
        autoFocus
        placeholder="name@example.com"
        {...input}
      />
    </FormField>
  );
}

export function AuthPasswordField({ error, hint, ...input }: TFieldProps & { hint?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('Auth.password')} error={error} hint={hint}>
      <PasswordInput data-testid="auth-password" {...input} />
    </FormField>
  );
}

/** The form-wide message of a failed attempt (wrong password, too many attempts...). */
export function AuthFormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert tone="error" testId="auth-form-error">
      {message}
    </Alert>
  );
}

export function AuthSubmit({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      size="lg"
      data-testid="auth-submit"
      disabled={pending || disabled}
      aria-busy={pending}
      className="mt-1 w-full"
    >
      {pending && <LoaderCircle className="size-4.5 animate-spin" />}
      {children}
    </Button>
  );
}
