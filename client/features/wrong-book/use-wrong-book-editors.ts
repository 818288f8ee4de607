import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadEditors = () => import('./wrong-book-editors');

/** The editors' module once one is wanted (undefined until it has arrived; kept after). */
export const useWrongBookEditors = (wanted: boolean) => useLoadedModule(loadEditors, wanted);
