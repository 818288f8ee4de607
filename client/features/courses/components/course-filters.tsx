import type { FacetsView } from '@client/components/filter-panel/facet-fields';
import { courseListHref, type CourseListFilters } from '../course-list-query';
import { allOption, CategoryProfessionRows, FilterPanel, FilterRow, LevelRow } from '@client/components/filter-panel/filter-panel';

/** With no category chosen, the 职业 row's first professions (about one line at 1440 px); the rest behind 更多. */
const PROFESSIONS_VISIBLE = 11;

/** 类别 (课程 / 系列课 / 课程包) · 分类 · 职业 (of the chosen category) · 等级 · 价格 · 类型; series and packs filter by category (and a series by profession). */
export function CourseFilters({ filters, facets }: { filters: CourseListFilters; facets: FacetsView | undefined }) {
  const hrefOf = (change: Partial<CourseListFilters>) => courseListHref(filters, change);
  const categories = facets?.categories ?? [];
  return (
    <FilterPanel label="筛选课程">
      <FilterRow
        label="类别"
        hrefOf={hrefOf}
        options={[
          { key: 'course', label: '课程', change: { type: undefined }, active: !filters.type },
          {
            key: 'series',
            label: '系列课',
            change: { type: 'series', level: undefined, price: undefined, kind: undefined },
            active: filters.type === 'series',
          },
          {
            key: 'pack',
            label: '课程包',
            change: { type: 'pack', professionId: undefined, level: undefined, price: undefined, kind: undefined },
            active: filters.type === 'pack',
          },
        ]}
      />
      {filters.type === 'pack' ? (
        <FilterRow
          label="分类"
          hrefOf={hrefOf}
          options={[
            allOption(!filters.category, { category: undefined }),
            ...categories.map(({ name }) => ({ key: name, label: name, change: { category: name }, active: filters.category === name })),
          ]}
        />
      ) : (
        <CategoryProfessionRows
          label="分类"
          categories={categories}
          professions={facets?.professions ?? []}
          category={filters.category}
          professionId={filters.professionId}
          hrefOf={hrefOf}
          professionsVisible={PROFESSIONS_VISIBLE}
        />
      )}
      {filters.type ? null : (
        <>
          <LevelRow level={filters.level} hrefOf={hrefOf} />
          <FilterRow
            label="价格"
            hrefOf={hrefOf}
            options={[
              allOption(!filters.price, { price: undefined }),
              { key: 'free', label: '免费', change: { price: 'free' }, active: filters.price === 'free' },
              { key: 'paid', label: '付费', change: { price: 'paid' }, active: filters.price === 'paid' },
            ]}
          />
          <FilterRow
            label="类型"
            hrefOf={hrefOf}
            options={[
              allOption(!filters.kind, { kind: undefined }),
              { key: '1', label: '理论知识', change: { kind: 1 }, active: filters.kind === 1 },
              { key: '2', label: '实操技能', change: { kind: 2 }, active: filters.kind === 2 },
            ]}
          />
        </>
      )}
    </FilterPanel>
  );
}
