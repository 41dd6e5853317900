import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthModal, type TAuthView } from '../hooks/use-auth-modal';
import { takeRedirect } from '../utils/redirect-memory';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const isAuthView = (value: string): value is TAuthView => value === 'login' || value === 'register';

/** Sign-in and sign-up in one dialog, opened through `useAuthModal().open(view)`. */
export function AuthModal() {
  const { t } = useTranslation();
  const { view, open, close } = useAuthModal();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = view ?? 'login';

  /** Continue where a protected page sent the visitor from, if that is elsewhere. */
  const onSignedIn = () => {
    const next = takeRedirect();
    close();
    if (next && next !== `${pathname}${search}`) void navigate(next);
  };

  return (
    <Dialog open={view !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent
        data-testid="auth-modal"
        className="max-h-[calc(100dvh-2rem)] max-w-[420px] overflow-y-auto p-0"
      >
        <div className="relative overflow-hidden px-6 pt-7 pb-5 text-center">
          <span
            aria-hidden
            className="absolute -top-24 left-1/2 size-64 -translate-x-1/2 rounded-full bg-gold-500/20 blur-3xl"
          />
          <img src="/images/logo-mark.svg" alt="" className="relative mx-auto size-12" />
          <DialogTitle className="relative mt-3 text-xl">
            {current === 'login' ? t('Auth.login_title') : t('Auth.register_title')}
          </DialogTitle>
          <DialogDescription className="relative mt-1">
            {current === 'login' ? t('Auth.login_subtitle') : t('Auth.register_subtitle')}
          </DialogDescription>
        </div>
        <Tabs
          value={current}
          onValueChange={(next) => isAuthView(next) && open(next)}
          className="flex flex-col gap-5 px-6 pb-7"
        >
          <TabsList>
            <TabsTrigger value="login" data-testid="auth-tab-login">
              {t('Header.log_in')}
            </TabsTrigger>
            <TabsTrigger value="register" data-testid="auth-tab-register">
              {t('Header.sign_up')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="outline-none">
            <LoginForm onSignedIn={onSignedIn} onBanned={close} />
          </TabsContent>
          <TabsContent value="register" className="outline-none">
            <RegisterForm onSignedIn={onSignedIn} onBanned={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
