/** Where a learner verifies their real name (client/routes/setting-real-page.tsx); a plan may require it before applying. */
export const REAL_NAME_PATH = '/setting/real';
