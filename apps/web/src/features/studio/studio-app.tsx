import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { StudioScreen } from './components/studio-screen';
import './studio.css';

/** The game client of one studio session: the whole page inside the platform's game frame. */
export function StudioApp({
  sessionId,
  queryClient: givenClient,
}: {
  sessionId: string;
  /** Tests pass their own; the page makes one. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <div
          data-testid="studio-app"
          data-session={sessionId}
          className="h-dvh overflow-hidden bg-bg text-fg"
        >
          <StudioScreen sessionId={sessionId} />
        </div>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
