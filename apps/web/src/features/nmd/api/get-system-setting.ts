import { systemSetting } from '@app/core/api/dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

/** GET /api/systemsetting/{key}: a setting the screens read (e.g. nmd_trunct, in quarters). */
export async function getSystemSetting(key: string, signal?: AbortSignal): Promise<string> {
  const setting = await request(`/api/systemsetting/${encodeURIComponent(key)}`, {
    schema: systemSetting,
    signal,
  });
  return setting.value;
}

export function getSystemSettingQueryOptions(key: string) {
  return queryOptions({
    queryKey: ['system-setting', key],
    queryFn: ({ signal }) => getSystemSetting(key, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSystemSetting(key: string, enabled: boolean) {
  return useQuery({ ...getSystemSettingQueryOptions(key), enabled });
}
