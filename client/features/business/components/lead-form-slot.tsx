import { useHydrated } from '@client/components/use-hydrated';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import styles from '../business.module.css';

const loadLeadForm = () => import('./lead-form');

/**
 * The contact form, fetched once the page is live: with its rules and the enumerations it would
 * add ~7 KB gzip to the first load of this prerendered page, and it is far below
 * the fold. The placeholder keeps its place, so /business#contact lands where the form will be.
 */
export function LeadFormSlot() {
  const module = useLoadedModule(loadLeadForm, useHydrated());
  if (module) return <module.LeadForm />;
  return (
    <div className={styles.formPlaceholder} aria-busy="true">
      <span className="sr-only">咨询表单加载中…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className={styles.placeholderLine} />
      ))}
    </div>
  );
}
