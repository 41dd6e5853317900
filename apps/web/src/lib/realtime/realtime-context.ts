import { createContext } from 'react';
import type { TRealtimeClient } from './realtime-client';

/** `null` outside a RealtimeProvider (unit tests of single screens): nothing is live there. */
export const RealtimeContext = createContext<TRealtimeClient | null>(null);
