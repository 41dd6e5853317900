import { ZLocaleCode } from '@aurum/contracts/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { signUpPromoStore } from '@/lib/sign-up-promo';
import { useRegister } from '../api/register';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { ZRegisterForm } from '../utils/auth-schemas';
import { AuthEmailField, AuthFormError, AuthPasswordField, AuthSubmit } from './auth-form-parts';
import { PromoCodeField } from './promo-code-field';
import { TermsCheckbox } from './terms-checkbox';

interface RegisterFormProps {
  onSignedIn: () => void;
  onBanned: () => void;
}

export function RegisterForm({ onSignedIn, onBanned }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const registerAccount = useRegister();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZRegisterForm),
    // A promo link may have chosen the code.
    defaultValues: {
      email: '',
      password: '',
      promo: signUpPromoStore.getView() ?? '',
      acceptTerms: false,
    },
    // Check on submit, then as the player corrects: no errors for a field they only passed by.
    mode: 'onSubmit',
  });
  const failure = useAuthFailure({
    fields: ['email', 'password', 'promo'],
    setError,
    onBanned,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ email, password, promo }) => {
    failure.clear();
    const language = ZLocaleCode.safeParse(i18n.language);
    try {
      await registerAccount.mutateAsync({
        email,
        password,
        promo: promo || undefined,
        language: language.success ? language.data : undefined,
      });
      signUpPromoStore.close();
      onSignedIn();
    } catch (error) {
      failure.apply(error);
    }
  });

  return (
    <form
      data-testid="register-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      <AuthEmailField
        autoComplete="email"
        error={translateIssue(t, errors.email?.message)}
        {...register('email')}
      />
      <AuthPasswordField
        autoComplete="new-password"
        hint={t('Auth.password_hint')}
        error={translateIssue(t, errors.password?.message)}
        {...register('password')}
      />
      <PromoCodeField
        error={translateIssue(t, errors.promo?.message)}
        initiallyOpen={Boolean(signUpPromoStore.getView())}
        {...register('promo')}
      />
      <TermsCheckbox
        error={translateIssue(t, errors.acceptTerms?.message)}
        {...register('acceptTerms')}
      />
      <AuthFormError message={failure.message} />
      <AuthSubmit pending={registerAccount.isPending} disabled={failure.rateLimited}>
        {t('Auth.sign_up_submit')}
      </AuthSubmit>
    </form>
  );
}
