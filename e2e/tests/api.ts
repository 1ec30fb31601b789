import type { APIRequestContext } from '@playwright/test';

/** Signs in through the API (with the anti-forgery token) on the given request context. */
export async function apiLogin(request: APIRequestContext, email: string) {
  const { token } = (await (await request.get('/api/auth/csrf')).json()) as { token: string };
  const response = await request.post('/api/auth/login', {
    data: { email, password: 'demo-password' },
    headers: { 'x-csrf-token': token },
  });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()}`);
  return token;
}

export async function setMaintenance(
  request: APIRequestContext,
  maintenanceMode: boolean,
  maintenanceMessage = 'Peerscope is being upgraded. We will be back at 6 pm Eastern.',
) {
  const token = await apiLogin(request, 'admin@example.com');
  const response = await request.put('/api/admin/maintenance', {
    data: { maintenanceMode, maintenanceMessage },
    headers: { 'x-csrf-token': token },
  });
  if (!response.ok()) throw new Error(`maintenance: ${response.status()}`);
  return maintenanceMessage;
}
