import type { ReactNode } from 'react';
import { SkillLevel, type SkillLevelValue } from '@shared/enums/learning';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { html, trusted } from '@client/components/html';
import { HtmlBlock } from '@client/components/html-block';
import styles from './filter-panel.module.css';

const CURRENT = trusted(' aria-current="true"');

export interface FilterOption<Change> {
  key: string;
  label: string;
  /** A count shown after the label (how many results the choice leads to). */
  count?: number;
  change: Change;
  active: boolean;
}

/** A row's 全部: active while its filter is unset; its change clears it. */
export const allOption = <Change,>(active: boolean, change: Change): FilterOption<Change> => ({
  key: 'all',
  label: '全部',
  change,
  active,
});

/** The boxed panel of filter rows above a list page's results. */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={label}>
      {children}
    </section>
  );
}

/**
 * One row of choices; each is a plain link (the list's URL with that change), so a filter works
 * without JavaScript, is shareable, and keeps the scroll position on a client navigation. The
 * links reach React as one pre-rendered chunk (see <HtmlBlock>): a course list has ~70 of them,
 * ~200 elements that React's server renderer would otherwise pay for one by one on every request.
 */
export function FilterRow<Change>({
  label,
  options,
  hrefOf,
  visibleCount,
}: {
  label: string;
  options: readonly FilterOption<Change>[];
  hrefOf: (change: Change) => string;
  /** Past this many choices the rest wait behind 更多 (a <details>: no JavaScript needed; open when one of them is chosen). */
  visibleCount?: number;
}) {
  const optionsHtml = (list: readonly FilterOption<Change>[]) =>
    html`<ul class="${styles.options}">${list.map(
      (option) =>
        html`<li><a href="${hrefOf(option.change)}" class="${option.active ? `${styles.option} ${styles.active}` : styles.option}"${option.active ? CURRENT : ''}>${option.label}${
          option.count !== undefined ? html`<span class="${styles.count}">${option.count}</span>` : ''
        }</a></li>`,
    )}</ul>`;
  const collapsed = visibleCount !== undefined && options.length > visibleCount + 1;
  const markup = collapsed
    ? html`<span class="${styles.label}">${label}</span><div class="${styles.collapsible}">${optionsHtml(options.slice(0, visibleCount))}<details class="${styles.more}"${
        options.slice(visibleCount).some((option) => option.active) ? trusted(' open') : ''
      }><summary data-testid="filter-more"><span class="${styles.whenClosed}">更多${label}（${options.length - visibleCount}）</span><span class="${styles.whenOpen}">收起</span></summary>${optionsHtml(options.slice(visibleCount))}</details></div>`
    : html`<span class="${styles.label}">${label}</span>${optionsHtml(options)}`;
  // data-keep-scroll once on the row, not on each of its links (client/app/use-link-delegation.ts).
  return <HtmlBlock className={styles.row} role="group" aria-label={label} markup={markup} data-keep-scroll="" />;
}

/** A row that says why it has no choices yet (职业 before an industry is chosen). */
export function FilterHint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <p className={styles.hint}>{children}</p>
    </div>
  );
}

/** What the catalogue rows change in a list's filters; each list's own href builder takes it. */
export interface CatalogueChange {
  category?: string;
  professionId?: number;
  level?: SkillLevelValue;
}

type HrefOf = (change: CatalogueChange) => string;

interface ProfessionFacet {
  id: number;
  name: string;
  category: string;
}

/** 职业: the professions given (or 全部); past `visibleCount` behind 更多. */
export function ProfessionRow({
  professions,
  professionId,
  hrefOf,
  visibleCount,
}: {
  professions: readonly ProfessionFacet[];
  professionId: number | undefined;
  hrefOf: HrefOf;
  visibleCount?: number;
}) {
  return (
    <FilterRow<CatalogueChange>
      label="职业"
      hrefOf={hrefOf}
      visibleCount={visibleCount}
      options={[
        allOption(!professionId, { professionId: undefined }),
        ...professions.map((profession) => ({
          key: String(profession.id),
          label: profession.name,
          change: { professionId: profession.id },
          active: professionId === profession.id,
        })),
      ]}
    />
  );
}

/**
 * The category row (分类 on courses, 行业 on enrolment plans) and, under it, the 职业 row of the
 * chosen category. The list's href builder drops a profession of another category when the category
 * changes. With `categoryFirst` (forty professions at once are a wall of chips) the 职业 row waits
 * for a category, the one chosen or that of a profession arrived at by link, and says so meanwhile;
 * without, it lists every profession until a category is chosen.
 */
export function CategoryProfessionRows({
  label,
  categories,
  professions,
  category,
  professionId,
  hrefOf,
  categoryFirst = false,
  professionsVisible,
}: {
  label: string;
  categories: readonly { name: string }[];
  professions: readonly ProfessionFacet[];
  category: string | undefined;
  professionId: number | undefined;
  hrefOf: HrefOf;
  categoryFirst?: boolean;
  /** With no category chosen, the 职业 row shows this many and keeps the rest behind 更多 (forty chips are five lines). */
  professionsVisible?: number;
}) {
  const narrowedTo = categoryFirst ? (category ?? professions.find((profession) => profession.id === professionId)?.category) : category;
  return (
    <>
      <FilterRow<CatalogueChange>
        label={label}
        hrefOf={hrefOf}
        options={[
          allOption(!category, { category: undefined, professionId: undefined }),
          ...categories.map(({ name }) => ({ key: name, label: name, change: { category: name }, active: category === name })),
        ]}
      />
      {categoryFirst && !narrowedTo ? (
        <FilterHint label="职业">{`选择${label}后可按职业筛选`}</FilterHint>
      ) : (
        <ProfessionRow
          professions={narrowedTo ? professions.filter((profession) => profession.category === narrowedTo) : professions}
          professionId={professionId}
          hrefOf={hrefOf}
          visibleCount={narrowedTo ? undefined : professionsVisible}
        />
      )}
    </>
  );
}

/** 等级: 初级工 … 高级技师. */
export function LevelRow({ level, hrefOf }: { level: number | undefined; hrefOf: HrefOf }) {
  return (
    <FilterRow<CatalogueChange>
      label="等级"
      hrefOf={hrefOf}
      options={[
        allOption(!level, { level: undefined }),
        ...SkillLevel.values.map((value) => ({
          key: String(value),
          label: skillLevelName(value),
          change: { level: value },
          active: level === value,
        })),
      ]}
    />
  );
}

export interface SortOption {
  key: string;
  label: string;
  /** The list's URL in this order (a plain link: no JavaScript needed, shareable, keeps the scroll). */
  href: string;
  active: boolean;
}

/** A list page's sort choices and how many results the filters left (`共 24 门课程`). */
export function SortBar({ options, total, unit }: { options: readonly SortOption[]; total: number; unit: string }) {
  return (
    <div className={styles.sortBar}>
      <nav aria-label="排序">
        {options.map(({ key, label, href, active }) => (
          <a key={key} href={href} aria-current={active ? 'true' : undefined} data-keep-scroll>
            {label}
          </a>
        ))}
      </nav>
      <p>
        共 <strong>{total}</strong>
        {` ${unit}`}
      </p>
    </div>
  );
}
