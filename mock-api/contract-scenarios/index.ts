import { accountScenarios } from './account-scenarios';
import { accountLifecycleScenarios } from './account-lifecycle-scenarios';
import { certificationScenarios } from './certification-scenarios';
import { commerceScenarios } from './commerce-scenarios';
import { communityScenarios } from './community-scenarios';
import { communityEditScenarios } from './community-edit-scenarios';
import { enrollmentScenarios } from './enrollment-scenarios';
import { learningScenarios } from './learning-scenarios';
import { playerToolsScenarios } from './player-tools-scenarios';
import { lessonQuestionScenarios } from './lesson-question-scenarios';
import { studyScenarios } from './study-scenarios';
import { reminderScenarios } from './reminder-scenarios';
import type { Scenario } from './support';

export { call, demoToken, DEMO_PASSWORD, DEMO_PHONE, type Call, type Scenario } from './support';

/**
 * A successful call of every endpoint of the contract, by endpoint id (mock-api/contract-scenarios/contract.test.ts
 * requires one per endpoint). Each prepares its state on a fresh mock through the API itself.
 */
export const scenarios: Record<string, Scenario> = {
  ...accountScenarios,
  ...accountLifecycleScenarios,
  ...certificationScenarios,
  ...commerceScenarios,
  ...communityScenarios,
  ...enrollmentScenarios,
  ...learningScenarios,
  ...lessonQuestionScenarios,
  ...studyScenarios,
  ...communityEditScenarios,
  ...playerToolsScenarios,
  ...reminderScenarios,
};
