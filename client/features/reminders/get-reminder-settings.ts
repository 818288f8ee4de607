import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getReminderSettings as settingsEndpoint } from '@shared/api/reminders';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** The learner's reminder settings: channels per event, quiet hours, the WeChat subscriptions left (reminders.get). */
export const getReminderSettings = (api: ApiClient) => api.call(settingsEndpoint);

/** Read fresh on every visit (loadFresh): a reminder sent meanwhile used a WeChat subscription up. */
export const getReminderSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['reminders', 'settings'] as const, queryFn: () => getReminderSettings(api) });

export const useReminderSettings = () => useCachedQueryData(getReminderSettingsQueryOptions(useApi()));
