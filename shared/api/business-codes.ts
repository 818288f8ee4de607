/**
 * Business codes (the envelope's `code`) the browser acts on, spec §8. One place, so the UI and the
 * mock that emulates the API cannot drift apart.
 */

/** Login via the open platform: this WeChat has no account yet → the bind-account modal. */
export const CODE_SOCIAL_UNBOUND = 209;
/** QR result poll: the code expired → the expired overlay, polling stops. */
export const CODE_QR_EXPIRED = 1179;

/** An image upload (POST /community/upload) that is not a PNG, JPEG, GIF or WebP by its content, whatever its name says. */
export const CODE_NOT_AN_IMAGE = 4906;
/** An image upload over 5 MB. */
export const CODE_IMAGE_TOO_LARGE = 4907;

/**
 * Asking or answering on a lesson (答疑) one may not study: not enrolled, not bought, no free preview.
 * Here, not in lesson-questions.ts: the community's answer endpoint answers it too (a lesson question's answer).
 */
export const CODE_LESSON_QUESTION_LOCKED = 4630;

/** Password login: too many wrong passwords for this phone → the login modal points to the SMS-code tab. */
export const CODE_LOGIN_LOCKED = 1004;
