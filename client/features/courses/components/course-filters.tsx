import { SkillLevel } from '@shared/enums/learning';
import type { CourseFacets } from '@shared/schemas/course';
import { courseListHref, type CourseListFilters } from '../course-list-query';
import { FilterPanel, FilterRow, type FilterOption } from '@client/components/filter-panel/filter-panel';

const LEVEL_LABELS = ['初级工', '中级工', '高级工', '技师', '高级技师'];

/** 分类 · 职业 (of the chosen category) · 等级 · 价格 · 类型. */
export function CourseFilters({ filters, facets }: { filters: CourseListFilters; facets: CourseFacets | undefined }) {
  const categories = facets?.categories ?? [];
  const professions = (facets?.professions ?? []).filter((profession) => !filters.category || profession.category === filters.category);
  const all = (active: boolean, change: Partial<CourseListFilters>): FilterOption<Partial<CourseListFilters>> => ({
    key: 'all',
    label: '全部',
    change,
    active,
  });
  const hrefOf = (change: Partial<CourseListFilters>) => courseListHref(filters, change);
  return (
    <FilterPanel label="筛选课程">
      <FilterRow
        label="分类"
        hrefOf={hrefOf}
        options={[
          all(!filters.category, { category: undefined, professionId: undefined }),
          ...categories.map((category) => ({
            key: category.name,
            label: category.name,
            change: { category: category.name },
            active: filters.category === category.name,
          })),
        ]}
      />
      <FilterRow
        label="职业"
        hrefOf={hrefOf}
        options={[
          all(!filters.professionId, { professionId: undefined }),
          ...professions.map((profession) => ({
            key: String(profession.id),
            label: profession.name,
            change: { professionId: profession.id },
            active: filters.professionId === profession.id,
          })),
        ]}
      />
      <FilterRow
        label="等级"
        hrefOf={hrefOf}
        options={[
          all(!filters.level, { level: undefined }),
          ...SkillLevel.values.map((level) => ({
            key: String(level),
            label: LEVEL_LABELS[level - 1]!,
            change: { level },
            active: filters.level === level,
          })),
        ]}
      />
      <FilterRow
        label="价格"
        hrefOf={hrefOf}
        options={[
          all(!filters.price, { price: undefined }),
          { key: 'free', label: '免费', change: { price: 'free' }, active: filters.price === 'free' },
          { key: 'paid', label: '付费', change: { price: 'paid' }, active: filters.price === 'paid' },
        ]}
      />
      <FilterRow
        label="类型"
        hrefOf={hrefOf}
        options={[
          all(!filters.kind, { kind: undefined }),
          { key: '1', label: '理论知识', change: { kind: 1 }, active: filters.kind === 1 },
          { key: '2', label: '实操技能', change: { kind: 2 }, active: filters.kind === 2 },
        ]}
      />
    </FilterPanel>
  );
}
