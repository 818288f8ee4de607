import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadReview = () => import('./inline-review');

/** The review card's module once a card is reviewed (undefined until it has arrived; kept after). */
export const useInlineReview = (wanted: boolean) => useLoadedModule(loadReview, wanted);
