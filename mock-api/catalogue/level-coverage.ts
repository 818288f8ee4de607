import type { CatalogueCourse } from './catalogue-course';
import { INSTITUTIONS, LEVEL_NAMES } from './vocabulary';

/**
 * The levels a profession is certified at on this site: from its lowest course level to its
 * highest, with no gap a learner could not climb (1…3 while it has no course).
 */
export function offeredLevels(courses: readonly CatalogueCourse[], professionId: number): number[] {
  const levels = courses.filter((course) => course.professionId === professionId).map((course) => course.skillLevel);
  const low = levels.length > 0 ? Math.min(...levels) : 1;
  const high = levels.length > 0 ? Math.max(...levels) : 3;
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/** A profession's level that has no course yet, in profession then level order. */
export interface UncoveredLevel {
  professionId: number;
  skillLevel: number;
}

export function uncoveredLevels(courses: readonly CatalogueCourse[], professionCount: number): UncoveredLevel[] {
  const cells: UncoveredLevel[] = [];
  for (let professionId = 1; professionId <= professionCount; professionId += 1)
    for (const skillLevel of offeredLevels(courses, professionId))
      if (!courses.some((course) => course.professionId === professionId && course.skillLevel === skillLevel))
        cells.push({ professionId, skillLevel });
  return cells;
}

/**
 * Titles of a course made for one level, so a learner sees at once which level it prepares for:
 * theory (知识, kind 1) or hands-on (技能, kind 2).
 */
export const LEVEL_COURSE_TITLES: readonly { template: string; kind: 1 | 2 }[] = [
  { template: '{p}{l}理论知识全解析', kind: 1 },
  { template: '{p}（{l}）职业技能等级认定考前冲刺', kind: 1 },
  { template: '{p}{l}操作技能实训', kind: 2 },
  { template: '{p}{l}岗位能力提升课', kind: 2 },
];

/**
 * The schools that teach every trade (as INSTITUTIONS indexes): a course made for a level is never
 * a pastry course of an electricians' school.
 */
export const GENERAL_INSTITUTIONS: readonly number[] = [
  '技能学堂官方',
  '华夏职业培训学校',
  '蓝海技工学院',
  '城市职业技能鉴定中心',
  '匠心实训基地',
  '新航道职业教育',
  '启明技能培训中心',
  '东方技师学院',
  '齐鲁职业技能培训学校',
].map((name) => INSTITUTIONS.indexOf(name));

export function levelCourseTitle(template: string, profession: string, skillLevel: number): string {
  return template.replace('{p}', profession).replace('{l}', LEVEL_NAMES[skillLevel - 1]!);
}
