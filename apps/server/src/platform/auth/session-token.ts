export const SESSION_COOKIE = 'sid';

/** The session cookie's options, wherever a session starts (password or single sign-on). */
export const sessionCookieOptions = (maxHours: number) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
    maxAge: maxHours * 3600,
  }) as const;
