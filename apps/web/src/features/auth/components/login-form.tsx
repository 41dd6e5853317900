import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { useLogin } from '../api/login';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { ZLoginForm } from '../utils/auth-schemas';
import { AuthEmailField, AuthFormError, AuthPasswordField, AuthSubmit } from './auth-form-parts';

interface LoginFormProps {
  onSignedIn: () => void;
  onBanned: () => void;
}

export function LoginForm({ onSignedIn, onBanned }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
    // Check on submit, then as the player corrects: no errors for a field they only passed by.
    mode: 'onSubmit',
  });
  const failure = useAuthFailure({ fields: ['email', 'password'], setError, onBanned });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      failure.apply(error);
    }
  });

  return (
    <form
      data-testid="login-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      <AuthEmailField
        autoComplete="username"
        error={translateIssue(t, errors.email?.message)}
        {...register('email')}
      />
      <AuthPasswordField
        autoComplete="current-password"
        error={translateIssue(t, errors.password?.message)}
        {...register('password')}
      />
      <AuthFormError message={failure.message} />
      <AuthSubmit pending={login.isPending} disabled={failure.rateLimited}>
        {t('Auth.log_in_submit')}
      </AuthSubmit>
    </form>
  );
}
