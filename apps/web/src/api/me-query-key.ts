/**
 * The query key of the signed-in user's state (GET /api/auth/me). Shared so that any feature can
 * update what the header shows (unread counts) without importing the auth feature.
 */
export const meQueryKey = ['auth', 'me'] as const;
