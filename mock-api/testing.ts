// What tests outside the mock (the site's server tests, the contract check) may use to set up and
// read the mock's world: `@skill/mock-api/testing`. Deep imports of the mock's modules are refused by lint.
export { pngUpload, upgradeOutcome } from './core/test-support';
export { rightAnswerOfQuestion, wrongAnswerOfQuestion } from './wrong-book/wrong-book-testing';
export { VERIFY_LIMIT_PER_MINUTE } from './certification/query-limits';
export { seedApprovedApplication } from './enrollment/application-seed';
export { SAMPLE_LESSONS } from './media/sample-media';
export { signedMediaUrl } from './media/media-signature';
