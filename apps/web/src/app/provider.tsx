import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { AppRealtimeProvider } from './app-realtime-provider';
import { AuthGateProvider } from './auth-gate-provider';
import { AppErrorBoundary } from './errors/app-error-boundary';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppRealtimeProvider>
          <TooltipProvider delayDuration={200} skipDelayDuration={100}>
            <AuthGateProvider>{children}</AuthGateProvider>
            <Toaster />
          </TooltipProvider>
        </AppRealtimeProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
