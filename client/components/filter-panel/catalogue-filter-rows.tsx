import { SkillLevel, type SkillLevelValue } from '@shared/enums/learning';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { allOption, FilterHint, FilterRow } from './filter-panel';

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

/** 职业: the professions given (or 全部). */
export function ProfessionRow({
  professions,
  professionId,
  hrefOf,
}: {
  professions: readonly ProfessionFacet[];
  professionId: number | undefined;
  hrefOf: HrefOf;
}) {
  return (
    <FilterRow<CatalogueChange>
      label="职业"
      hrefOf={hrefOf}
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
}: {
  label: string;
  categories: readonly { name: string }[];
  professions: readonly ProfessionFacet[];
  category: string | undefined;
  professionId: number | undefined;
  hrefOf: HrefOf;
  categoryFirst?: boolean;
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
