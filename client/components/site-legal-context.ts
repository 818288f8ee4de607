import { createContext } from 'react';
import type { SiteLegal } from '@shared/lib/site-legal';

/** The footer's filing numbers, from the server's configuration (SITE_ICP, SITE_PSB) via the render and the hydration state. */
export const SiteLegalContext = createContext<SiteLegal | null>(null);
