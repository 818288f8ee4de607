import { WRONG_BOOK_STATUS_LABELS, WRONG_BOOK_STATUSES, WRONG_REASON_LABELS, WRONG_REASONS } from '@shared/lib/wrong-book-rules';
import type { WrongBookList } from '@shared/schemas/wrong-book';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { LinkTabs } from '@client/components/link-tabs/link-tabs';
import { allOption, FilterPanel, FilterRow } from '@client/components/filter-panel/filter-panel';
import { wrongBookHref, type WrongBookListQuery } from '../wrong-book-list-query';

type Change = Partial<WrongBookListQuery>;

/**
 * 全部错题 / 今日待复习 / 学习中 / 已掌握 / 收藏 with the book's counts: plain links, each view a shareable URL.
 * None is current while a 纠错 reply's one question is shown (it may be in any of them).
 */
export function WrongBookTabs({ query, counts }: { query: WrongBookListQuery; counts: WrongBookList['counts'] }) {
  const tabbed = !query.question;
  return (
    <LinkTabs
      label="错题分类"
      tabs={[
        {
          key: 'all',
          label: '全部错题',
          count: counts.total,
          href: wrongBookHref(query, { status: undefined }),
          active: tabbed && !query.status,
        },
        ...WRONG_BOOK_STATUSES.map((status) => ({
          key: status,
          label: WRONG_BOOK_STATUS_LABELS[status],
          count: counts[status],
          href: wrongBookHref(query, { status }),
          active: tabbed && query.status === status,
        })),
      ]}
    />
  );
}

/** 考试, 职业 (with its level), 考点 (鉴定要素) counted over the tab, and 错因: the filters of the tab's questions. */
export function WrongBookFilters({ query, groups }: { query: WrongBookListQuery; groups: WrongBookList['groups'] }) {
  const hrefOf = (change: Change) => wrongBookHref(query, change);
  return (
    <FilterPanel label="筛选错题">
      {groups.exams.length ? (
        <FilterRow<Change>
          label="考试"
          hrefOf={hrefOf}
          options={[
            allOption(!query.examId, { examId: undefined }),
            ...groups.exams.map((exam) => ({
              key: String(exam.id),
              label: exam.title,
              count: exam.count,
              change: { examId: exam.id },
              active: query.examId === exam.id,
            })),
          ]}
        />
      ) : null}
      {groups.professions.length ? (
        <FilterRow<Change>
          label="职业"
          hrefOf={hrefOf}
          options={[
            allOption(!query.professionId, { professionId: undefined, level: undefined }),
            ...groups.professions.map((group) => ({
              key: `${group.professionId}-${group.skillLevel}`,
              label: `${group.professionName} · ${skillLevelName(group.skillLevel)}`,
              count: group.count,
              change: { professionId: group.professionId, level: group.skillLevel },
              active: query.professionId === group.professionId && (query.level ?? group.skillLevel) === group.skillLevel,
            })),
          ]}
        />
      ) : null}
      {groups.knowledgePoints.length ? (
        <FilterRow<Change>
          label="考点"
          hrefOf={hrefOf}
          options={[
            allOption(!query.pointId, { pointId: undefined }),
            ...groups.knowledgePoints.map((point) => ({
              key: String(point.id),
              label: point.name,
              count: point.count,
              change: { pointId: point.id },
              active: query.pointId === point.id,
            })),
          ]}
        />
      ) : null}
      <FilterRow<Change>
        label="错因"
        hrefOf={hrefOf}
        options={[
          allOption(!query.reason, { reason: undefined }),
          ...WRONG_REASONS.map((reason) => ({
            key: reason,
            label: WRONG_REASON_LABELS[reason],
            change: { reason },
            active: query.reason === reason,
          })),
          { key: 'none', label: '未标记', change: { reason: 'none' as const }, active: query.reason === 'none' },
        ]}
      />
    </FilterPanel>
  );
}
