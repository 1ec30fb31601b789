import { DEMO_PASSWORD } from '../seed/demo-seed';

/** A demo user's sign-in: the cookies a browser keeps and the anti-forgery token POSTs carry. */
export interface BenchSession {
  cookie: string;
  token: string;
  /** The login's answer: the production check reports a refusal instead of stopping. */
  status: number;
  ok: boolean;
}

/**
 * Signs a demo user in as a browser does: the anti-forgery cookie and token from `csrfBase`,
 * then the login at `loginBase` (the production check takes them from two instances).
 */
export async function demoSession(
  email: string,
  csrfBase: string,
  loginBase = csrfBase,
): Promise<BenchSession> {
  const csrf = await fetch(`${csrfBase}/api/auth/csrf`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const login = await fetch(`${loginBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join(
    '; ',
  );
  return { cookie, token, status: login.status, ok: login.ok };
}

/** A demo user signed in at `base`; a refused login stops the bench. */
export async function signIn(base: string, email: string): Promise<BenchSession> {
  const session = await demoSession(email, base);
  if (!session.ok) throw new Error(`sign-in of ${email} failed: ${session.status}`);
  return session;
}
