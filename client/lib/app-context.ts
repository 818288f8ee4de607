import { createContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';

/** What every loader needs: the request's QueryClient and API client (per request on the server). */
export interface AppContext {
  queryClient: QueryClient;
  api: ApiClient;
  /** True when the request carried a token cookie (server) or the user signed in (browser). */
  hasToken: () => boolean;
}

export const appContext = createContext<AppContext>();
