import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { requestDeletion, sendDeletionCode } from '@shared/api/account-lifecycle';
import { logout } from '@shared/api/user';
import { DELETION_COOLING_OFF_DAYS } from '@shared/lib/account-deletion-rules';
import type { User } from '@shared/schemas/user';
import { useApi } from '@client/lib/api-context';
import { session } from '@client/lib/session/session';
import { toast } from '@client/components/toast/toast-store';
import { AuthField, SubmitButton } from '@client/components/auth-form/auth-field';
import { useCountdown } from '@client/components/auth-form/use-countdown';
import { SMS_RESEND_SECONDS } from '@client/components/auth-form/sms-code-field';
import { checkSmsCode, clean, SMS_CODE_MAX_LENGTH } from '@client/lib/auth-rules';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { formatSiteTime } from '@client/components/site-time-format';
import { DELETION_STATUS_KEY, useDeletionStatus } from '../get-account-lifecycle';
import form from '@client/components/auth-form/auth-form.module.css';
import styles from './account-deletion.module.css';

export const MSG_DELETION_REQUESTED = '注销申请已提交';
export const MSG_CONFIRM_READ = '请先确认已阅读并了解以上内容';

/**
 * 注销账号 (/privacy, PIPL art. 47): what goes, what stays and why, what must happen first, then the
 * learner's identity confirmed by an SMS code to the account's own phone. Once requested every
 * device is signed out; signing in within the cooling-off period takes it back.
 */
export function AccountDeletion({ user }: { user: User }) {
  const status = useDeletionStatus();
  const blockers = status?.blockers ?? [];
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="deletion-what">
        <h2 id="deletion-what" className={styles.title}>
          注销前请了解
        </h2>
        <h3 className={styles.subtitle}>将被删除，无法恢复</h3>
        <ul className={styles.list}>
          <li>技能币余额（当前 {user.coinBalance} 个）作废，不予退还或转移</li>
          <li>学习记录与进度、学习时长、笔记、收藏、消息、登录设备，以及个人资料、头像、手机号与微信绑定</li>
          <li>已购课程与报名资格随账号一同失效</li>
        </ul>
        <h3 className={styles.subtitle}>社区内容</h3>
        <ul className={styles.list}>
          <li>
            你发布的问题、回答、想法和评论保留在社区（其他学员的回答和讨论依赖它们），课程评价同样保留，作者显示为「已注销用户」，不再与你关联
          </li>
        </ul>
        <h3 className={styles.subtitle}>依法保留</h3>
        <ul className={styles.list}>
          <li>已获得的职业技能等级证书仍可在证书查询中验证：证书信息按国家职业技能等级认定的规定保存</li>
          <li>订单、发票及其交易信息按税收法律法规的要求保存，不再与你的手机号、微信或资料关联</li>
        </ul>
        <h3 className={styles.subtitle}>{DELETION_COOLING_OFF_DAYS} 天冷静期</h3>
        <ul className={styles.list}>
          <li>提交后所有设备立即退出登录</li>
          <li>{DELETION_COOLING_OFF_DAYS} 天内用任意方式登录，注销即自动撤销，账号和数据保持不变</li>
          <li>期满后账号被删除，不能再登录；该手机号可重新注册为新账号</li>
        </ul>
        <p className={styles.note}>
          注销前可先
          <a href="/api/user/export" download>
            导出我的数据
          </a>
          保存一份副本。
        </p>
      </section>

      {blockers.length > 0 ? (
        <section className={`${styles.card} ${styles.blocked}`} aria-labelledby="deletion-blockers" data-testid="deletion-blockers">
          <h2 id="deletion-blockers" className={styles.title}>
            暂时不能注销，请先处理
          </h2>
          <ul className={styles.list}>
            {blockers.map((blocker) => (
              <li key={blocker.kind}>
                {blocker.message}
                <a className={styles.go} href={blocker.href}>
                  去处理
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="deletion-confirm">
        <h2 id="deletion-confirm" className={styles.title}>
          验证身份
        </h2>
        <DeletionForm phone={user.phone} blocked={blockers.length > 0} />
      </section>
    </div>
  );
}

function DeletionForm({ phone, blocked }: { phone: string; blocked: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [read, setRead] = useState(false);
  const [readError, setReadError] = useState(false);
  const { form: methods, field } = useValidatedForm<{ code: string }>({ code: '' });
  const { errors } = methods.formState;
  const send = useMutation({
    mutationFn: () => api.call(sendDeletionCode),
    onSuccess: () => {
      toast.success('发送成功');
      countdown.start(SMS_RESEND_SECONDS);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = useMutation({
    mutationFn: (code: string) => api.call(requestDeletion, { body: { security: clean(code) } }),
    onSuccess: async ({ removesAt }) => {
      // Every session ended with the request: the cookie goes too, and the page leaves the settings.
      await api.call(logout).catch(() => undefined);
      session.signedOut(queryClient);
      toast.success(MSG_DELETION_REQUESTED, {
        description: `${formatSiteTime(removesAt, 'YYYY年M月D日 HH:mm')} 前登录即可撤销，期满后账号将被删除。`,
      });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      // A blocker that appeared meanwhile (an order made in another tab) shows up above.
      void queryClient.invalidateQueries({ queryKey: DELETION_STATUS_KEY });
    },
    // Signed out meanwhile: the toast says so, the form stays.
    meta: { loginOn401: false },
  });
  const onSubmit = methods.handleSubmit((values) => {
    if (!read) return setReadError(true);
    submit.mutate(values.code);
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label="确认注销">
      <p className={styles.phone}>验证码将发送到本账号绑定的手机号 {phone}</p>
      <AuthField
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入验证码"
        maxLength={SMS_CODE_MAX_LENGTH}
        registration={field('code', { validate: checkSmsCode })}
        error={errors.code?.message}
        addon={
          <button
            type="button"
            className={`btn btn-ghost ${form.codeButton}`}
            disabled={blocked || countdown.running || send.isPending}
            onClick={() => send.mutate()}
          >
            {countdown.running ? `${countdown.left}秒后重试` : '获取验证码'}
          </button>
        }
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={read}
          aria-invalid={readError || undefined}
          aria-describedby={readError ? 'deletion-read-error' : undefined}
          onChange={(event) => {
            setRead(event.target.checked);
            if (event.target.checked) setReadError(false);
          }}
        />
        我已阅读并了解以上内容，确认注销账号
      </label>
      <p id="deletion-read-error" className={form.error}>
        {readError ? MSG_CONFIRM_READ : ''}
      </p>
      <div className={styles.danger}>
        <SubmitButton loading={submit.isPending}>{blocked ? '请先处理上述事项' : '申请注销'}</SubmitButton>
      </div>
    </form>
  );
}
