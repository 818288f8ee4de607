import type { AnyEndpoint } from './define-endpoint';
export { fileRoutes, socketRoutes, type DeclaredRoute } from './file-routes';
import * as user from './user';
import * as message from './message';
import * as qr from './qr';
import * as catalogue from './catalogue';
import * as account from './account';
import * as accountLifecycle from './account-lifecycle';
import * as learning from './learning';
import * as courseBundles from './course-bundles';
import * as courseReviews from './course-reviews';
import * as player from './player';
import * as enrollment from './enrollment';
import * as profession from './profession';
import * as institution from './institution';
import * as news from './news';
import * as rule from './rule';
import * as search from './search';
import * as live from './live';
import * as exam from './exam';
import * as community from './community';
import * as userProfile from './user-profile';
import * as order from './order';
import * as profileSettings from './profile-settings';
import * as invoice from './invoice';
import * as realName from './real-name';
import * as agreement from './agreement';
import * as join from './join';
import * as business from './business';
import * as wrongBook from './wrong-book';
import * as examGoal from './exam-goal';
import * as studyPlan from './study-plan';
import * as practice from './practice';
import * as certification from './certification';
import * as communityEdits from './community-edits';
import * as lessonNotes from './lesson-notes';
import * as lessonQuestions from './lesson-questions';
import * as reminders from './reminders';

function collect(module: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(module).filter(
    (value): value is AnyEndpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value,
  );
}

/**
 * The contract's modules by name (the file under shared/api/), in the order the endpoints are listed:
 * the OpenAPI document (openapi-document.ts) tags each endpoint with its module.
 */
export const endpointsByModule: Readonly<Record<string, readonly AnyEndpoint[]>> = Object.fromEntries(
  Object.entries({
    user,
    account,
    'account-lifecycle': accountLifecycle,
    message,
    qr,
    catalogue,
    learning,
    'course-bundles': courseBundles,
    'course-reviews': courseReviews,
    player,
    enrollment,
    profession,
    institution,
    news,
    rule,
    search,
    live,
    exam,
    community,
    'user-profile': userProfile,
    order,
    'profile-settings': profileSettings,
    invoice,
    agreement,
    join,
    'real-name': realName,
    business,
    'wrong-book': wrongBook,
    'exam-goal': examGoal,
    'study-plan': studyPlan,
    practice,
    certification,
    'community-edits': communityEdits,
    'lesson-notes': lessonNotes,
    'lesson-questions': lessonQuestions,
    reminders,
  }).map(([name, module]) => [name, collect(module)]),
);

/** Every endpoint of the product API; the contract test walks this list against the mock API. */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointsByModule).flat();
