import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadDialogs = () => import('./invoice-dialogs');

/** The dialogs' module once one is wanted (undefined until it has arrived; kept after). */
export const useInvoiceDialogs = (wanted: boolean) => useLoadedModule(loadDialogs, wanted);
