import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { subscribeWechatReminders } from '@shared/api/reminders';
import { REMINDER_EVENT_LABELS } from '@shared/lib/reminder-rules';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { useApi } from '@client/lib/api-context';
import { getReminderSettingsQueryOptions } from './get-reminder-settings';
import { takeSheetReturn } from './wechat-sheet';

/** What the page says about the trip to WeChat's sheet, and where the learner came from. */
export interface WechatReturnNotice {
  tone: 'success' | 'info' | 'error';
  text: string;
  from: string | null;
}

/**
 * Back from WeChat's subscribe sheet on 提醒设置: redeems the ticket once (this tab's trip only), says what
 * was subscribed, and takes the answer out of the address so a reload or a shared link redeems nothing.
 */
export function useWechatReturn(): WechatReturnNotice | null {
  const api = useApi();
  const queryClient = useQueryClient();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<WechatReturnNotice | null>(null);
  const handled = useRef(false);
  const redeem = useMutation({
    mutationFn: (ticket: string) => api.call(subscribeWechatReminders, { body: { ticket } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        getReminderSettingsQueryOptions(api).queryKey,
        (settings: ReminderSettings | undefined) =>
          settings && { ...settings, wechat: { ...settings.wechat, subscriptions: answer.subscriptions } },
      );
    },
  });
  const { mutate } = redeem;

  useEffect(() => {
    if (handled.current) return;
    const returned = takeSheetReturn(search);
    if (!returned) return;
    handled.current = true;
    void navigate(pathname, { replace: true, preventScrollReset: true });
    const { answer, ours, from } = returned;
    if (!ours) return setNotice({ tone: 'error', text: '订阅结果无法确认（不是从本页发起的订阅），请重新订阅', from });
    if (answer === 'cancel') return setNotice({ tone: 'info', text: '你取消了微信订阅，没有订阅任何提醒', from });
    mutate(answer, {
      onSuccess: ({ added }) =>
        setNotice({
          tone: 'success',
          text: `已订阅微信提醒：${added.map((event) => REMINDER_EVENT_LABELS[event]).join('、')}（各 1 次）`,
          from,
        }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, '订阅失败，请稍后重试'), from }),
    });
  }, [search, pathname, navigate, mutate]);

  return redeem.isPending ? { tone: 'info', text: '正在记下你的微信订阅…', from: null } : notice;
}
