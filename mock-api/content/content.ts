import { createFaker } from '../core/faker';
import type { Catalogue } from '../catalogue/catalogue';
import { generateInstitutions } from '../institution/institutions';
import { generateNewsArticles } from './news-articles';
import { generateRules } from './rules';
import { generateProfessionProfiles } from '../profession/profession-profiles';
import { generateEnrollmentPlans } from '../enrollment/enrollment-plans';
import { generateExams } from '../exam/exams';
import { generateCourseBundles } from '../course-bundles/course-bundles';
import { generateQuestions } from '../exam/questions';

/** Everything the catalogue's pages link to beyond courses, lives and news items. */
export interface Content {
  institutions: ReturnType<typeof generateInstitutions>;
  newsArticles: ReturnType<typeof generateNewsArticles>;
  rules: ReturnType<typeof generateRules>;
  professionProfiles: ReturnType<typeof generateProfessionProfiles>;
  enrollmentPlans: ReturnType<typeof generateEnrollmentPlans>;
  exams: ReturnType<typeof generateExams>;
  courseBundles: ReturnType<typeof generateCourseBundles>;
  questions: ReturnType<typeof generateQuestions>;
}

/**
 * Each kind gets its own seed (the catalogue's seed plus a fixed offset), so extending one
 * generator never shifts the values of another, nor of the catalogue generated before. Plans and
 * official exams read their current round's dates from `now` (the store's clock).
 */
export function generateContent(seed: number, catalogue: Catalogue, now: () => number = Date.now): Content {
  return {
    institutions: generateInstitutions(createFaker(seed + 1), catalogue),
    newsArticles: generateNewsArticles(createFaker(seed + 2), catalogue),
    rules: generateRules(createFaker(seed + 3), catalogue, now),
    professionProfiles: generateProfessionProfiles(createFaker(seed + 4), catalogue),
    enrollmentPlans: generateEnrollmentPlans(createFaker(seed + 5), catalogue, now),
    exams: generateExams(createFaker(seed + 6), catalogue, now),
    courseBundles: generateCourseBundles(createFaker(seed + 7), catalogue),
    questions: generateQuestions(createFaker(seed + 8), catalogue),
  };
}
