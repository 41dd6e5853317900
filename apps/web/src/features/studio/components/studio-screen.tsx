import { StudioErrorDetail } from '@aurum/contracts/studio';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { useSession } from '../api/get-session';
import { GameFrame } from './game-frame';
import { SessionError } from './session-error';
import { StudioSkeleton } from './studio-skeleton';

const SESSION_ID = /^[0-9a-f]{32}$/;

/** Loads the session the frame was opened with, then shows its game. */
export function StudioScreen({ sessionId }: { sessionId: string }) {
  if (!SESSION_ID.test(sessionId)) {
    return (
      <SessionError
        error={new ApiError({ status: 404, detail: StudioErrorDetail.sessionNotFound })}
      />
    );
  }
  return <LoadedSession sessionId={sessionId} />;
}

function LoadedSession({ sessionId }: { sessionId: string }) {
  const { data: session, error, refetch, isPending } = useSession(sessionId);
  const language = session?.language;

  useEffect(() => {
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [language]);

  if (session) return <GameFrame session={session} />;
  if (isPending) return <StudioSkeleton />;
  return <SessionError error={error} onRetry={() => void refetch()} />;
}
