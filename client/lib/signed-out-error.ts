/**
 * A write refused because the visitor has no live session: the API's business code 401, whether it
 * came back from a call (ApiError) or an image upload (UploadError). Both carry it as `code`.
 */
export const isSignedOutError = (error: unknown): boolean => error instanceof Error && (error as { code?: unknown }).code === 401;
