import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { authModalStore } from '../hooks/use-auth-modal';
import { useSession } from '../hooks/use-session';
import { forgetRedirect, rememberRedirect } from '../utils/redirect-memory';
import { SignInPrompt } from './sign-in-prompt';

interface RequireAuthProps {
  /** Why signing in is worth it here, shown on the prompt. */
  description: string;
  children: ReactNode;
}

/**
 * A page only players see. A visitor gets the sign-in prompt and the sign-in dialog, and the
 * path is remembered so sign-in or sign-up continues here.
 */
export function RequireAuth({ description, children }: RequireAuthProps) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;

  useEffect(() => {
    if (status !== 'signed-out') return;
    rememberRedirect(path);
    authModalStore.open('login');
    // Leaving the page without signing in drops the memory: a later sign-in stays where it is.
    return forgetRedirect;
  }, [status, path]);

  if (status === 'loading') return <Skeleton className="h-72 rounded-2xl" />;
  if (status === 'signed-out') return <SignInPrompt description={description} />;
  return children;
}
