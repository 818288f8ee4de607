import type { CourseSort } from '@shared/schemas/course';
import { SortBar } from '@client/components/filter-panel/filter-panel';
import { courseListHref, type CourseListFilters } from '../course-list-query';

const SORTS: { sort: CourseSort; label: string }[] = [
  { sort: 'recommend', label: '综合' },
  { sort: 'latest', label: '最新' },
  { sort: 'popular', label: '最热' },
  { sort: 'price-asc', label: '价格 ↑' },
  { sort: 'price-desc', label: '价格 ↓' },
];

/** The course list's sorts and the total of the filtered list. */
export function CourseSortBar({ filters, total }: { filters: CourseListFilters; total: number }) {
  const options = SORTS.map(({ sort, label }) => ({
    key: sort,
    label,
    href: courseListHref(filters, { sort }),
    active: filters.sort === sort,
  }));
  return <SortBar options={options} total={total} unit="门课程" />;
}
