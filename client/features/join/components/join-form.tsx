import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_JOIN_APPROVED, CODE_JOIN_CREDIT_CODE_USED, CODE_JOIN_PENDING, submitJoinApplication } from '@shared/api/join';
import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';
import {
  checkContactName,
  checkContactPhone,
  checkJoinAgreed,
  checkJoinCategory,
  checkJoinCreditCode,
  checkJoinEmail,
  checkJoinIntro,
  checkJoinName,
  checkJoinRegion,
  JOIN_INTRO_MAX,
  JOIN_INTRO_MIN,
  type JoinFields,
} from '@shared/lib/join-rules';
import { charCount } from '@shared/lib/profile-rules';
import type { JoinApplication } from '@shared/schemas/join';
import { useApi } from '@client/lib/api-context';
import { appStore, openLoginModal } from '@client/lib/app-store';
import { toast } from '@client/components/toast/toast-store';
import { requiresLogin } from '@client/lib/protected-action';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { JOIN_QUERY_KEY } from '../get-join-application';
import { fieldIdOf, HookFormField } from '@client/components/hook-form-field';
import { useAgreementDialog } from './use-agreement-dialog';
import styles from '../join.module.css';

/** This form's fields: the shared wiring with the join page's layout. */
function JoinField(props: Omit<Parameters<typeof HookFormField<JoinValues>>[0], 'idPrefix' | 'classes'>) {
  return <HookFormField {...props} idPrefix="join" classes={styles} />;
}

type JoinValues = Omit<JoinFields, 'type' | 'category'> & { type: string; category: string };

const EMPTY: JoinValues = {
  type: String(InstitutionType.ORGANIZATION),
  name: '',
  category: '',
  creditCode: '',
  contactName: '',
  contactPhone: '',
  email: '',
  region: '',
  intro: '',
  agreed: false,
};

/** A shared rule on a text field (react-hook-form types a generic field's value loosely). */
const text = (check: (value: string) => true | string) => (value: unknown) => check(String(value ?? ''));

const valuesOf = (fields: JoinFields): JoinValues => ({
  ...fields,
  type: String(fields.type),
  category: String(fields.category),
  agreed: false,
});

interface JoinFormProps {
  /** A rejected application's data: the form starts from it (the agreement is agreed to again). */
  initial?: JoinFields;
  onSubmitted: (application: JoinApplication) => void;
}

/** 入驻意向: every field checked as typed with shared/lib/join-rules.ts; sending needs a sign-in and keeps what was typed. */
export function JoinForm({ initial, onSubmitted }: JoinFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, field } = useValidatedForm<JoinValues>(initial ? valuesOf(initial) : EMPTY);
  const { errors } = form.formState;
  const type = Number(form.watch('type'));
  const organization = type === InstitutionType.ORGANIZATION;
  const introLength = charCount(form.watch('intro').trim());
  const agreement = useAgreementDialog(() => form.setValue('agreed', true, { shouldValidate: true, shouldDirty: true }));

  const send = useMutation({
    mutationFn: (values: JoinValues) =>
      api.call(submitJoinApplication, { body: { ...values, type: Number(values.type), category: Number(values.category) } }),
    onSuccess: (application) => {
      queryClient.setQueryData(JOIN_QUERY_KEY, { status: application.status, application });
      toast.success('入驻意向已提交，请等待平台审核');
      onSubmitted(application);
    },
    onError: (error) => {
      // Refused: everything typed stays.
      const message = errorMessage(error);
      if (isApiError(error) && error.code === CODE_JOIN_CREDIT_CODE_USED) form.setError('creditCode', { message }, { shouldFocus: true });
      if (isApiError(error) && (error.code === CODE_JOIN_PENDING || error.code === CODE_JOIN_APPROVED))
        void queryClient.invalidateQueries({ queryKey: JOIN_QUERY_KEY });
      toast.error(message);
    },
  });
  const busy = send.isPending;
  const submit = form.handleSubmit(
    (values) => send.mutate(values),
    () => toast.error('请按提示修改后再提交'),
  );

  const revalidateTyped = () => {
    for (const name of ['name', 'creditCode'] as const) if (errors[name] || form.getFieldState(name).isTouched) void form.trigger(name);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="join-form-title"
      onSubmit={(event) => {
        // A signed-out visitor (Enter in a field included) gets the login modal; the form keeps its values.
        if (!appStore.get().isLogin) {
          event.preventDefault();
          openLoginModal();
          return;
        }
        void submit(event);
      }}
    >
      <div className={styles.formHead}>
        <h2 id="join-form-title">填写入驻意向</h2>
        <p>带 * 的为必填项。提交后平台将在 3 个工作日内审核，审核结果会通过站内消息通知你。</p>
      </div>

      <fieldset className={styles.group}>
        <legend>主体信息</legend>
        <div className={styles.field}>
          <span className={styles.label} id="join-type-label">
            入驻类型
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </span>
          <div className={styles.control}>
            <div className={styles.segmented} role="radiogroup" aria-labelledby="join-type-label">
              {InstitutionType.options.map((option) => (
                <label key={option.value}>
                  <input type="radio" value={String(option.value)} {...form.register('type', { onChange: revalidateTyped })} />
                  <span>{option.value === InstitutionType.ORGANIZATION ? '机构' : '个人讲师'}</span>
                </label>
              ))}
            </div>
          </div>
        </div>
        <JoinField
          form={form}
          name="name"
          label={organization ? '机构名称' : '讲师姓名'}
          required
          hint={organization ? '与营业执照或法人登记证书上的名称一致' : undefined}
        >
          <input
            autoComplete={organization ? 'organization' : 'name'}
            maxLength={60}
            placeholder={organization ? '如：杭州数智职业技能培训学校' : '如：李建国'}
            {...field('name', { validate: (value, values) => checkJoinName(String(value), Number(values.type)) })}
          />
        </JoinField>
        <JoinField form={form} name="category" label="机构分类" required>
          <select {...field('category', { validate: (value) => checkJoinCategory(Number(value) || 0) })}>
            <option value="">请选择机构分类</option>
            {InstitutionCategory.options.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </JoinField>
        <JoinField
          form={form}
          name="creditCode"
          label="统一社会信用代码"
          required={organization}
          hint={organization ? '18 位，见营业执照' : '个人讲师可不填；以个体工商户入驻的请填写'}
        >
          <input
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            className={styles.mono}
            placeholder="如：91330106MA2H3K7L1B"
            {...field('creditCode', { validate: (value, values) => checkJoinCreditCode(String(value), Number(values.type)) })}
          />
        </JoinField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>联系方式</legend>
        <JoinField form={form} name="contactName" label="联系人" required>
          <input autoComplete="name" maxLength={20} {...field('contactName', { validate: text(checkContactName) })} />
        </JoinField>
        <JoinField form={form} name="contactPhone" label="联系人手机号" required>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            className={styles.mono}
            {...field('contactPhone', { validate: text(checkContactPhone) })}
          />
        </JoinField>
        <JoinField form={form} name="email" label="联系邮箱" required>
          <input type="email" autoComplete="email" maxLength={64} {...field('email', { validate: text(checkJoinEmail) })} />
        </JoinField>
        <JoinField form={form} name="region" label="所在地区" required hint="省、市，如：浙江省 杭州市">
          <input autoComplete="address-level1" maxLength={40} {...field('region', { validate: text(checkJoinRegion) })} />
        </JoinField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{organization ? '机构简介' : '讲师简介'}</legend>
        <JoinField
          form={form}
          name="intro"
          label="简介"
          required
          hint={
            <span className={styles.counter}>
              <span>{organization ? '办学资质、师资力量、擅长的职业方向与拟开设的课程' : '从业经历、持有的证书与拟开设的课程'}</span>
              <span className={introLength > JOIN_INTRO_MAX ? styles.over : undefined}>
                {introLength}/{JOIN_INTRO_MAX}
              </span>
            </span>
          }
        >
          <textarea
            rows={6}
            placeholder={`${JOIN_INTRO_MIN}–${JOIN_INTRO_MAX} 字`}
            {...field('intro', { validate: text(checkJoinIntro) })}
          />
        </JoinField>
      </fieldset>

      <div className={styles.agree}>
        <label className={styles.check}>
          <input
            type="checkbox"
            id={fieldIdOf('join', 'agreed')}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${fieldIdOf('join', 'agreed')}-error` : undefined}
            {...form.register('agreed', { validate: (value) => checkJoinAgreed(value === true) })}
          />
          <span>我已阅读并同意</span>
        </label>
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={agreement.show}
          onPointerEnter={agreement.warm}
          onFocus={agreement.warm}
        >
          《机构入驻协议》
        </button>
        {errors.agreed ? (
          <p id={`${fieldIdOf('join', 'agreed')}-error`} className={styles.error} role="alert">
            {errors.agreed.message}
          </p>
        ) : null}
      </div>

      <div className={styles.submitBar}>
        <a className="btn btn-ghost" href="/join">
          了解入驻
        </a>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy} aria-busy={busy || undefined} {...requiresLogin}>
          {initial ? '重新提交' : '提交入驻意向'}
        </button>
      </div>
      {agreement.dialog}
    </form>
  );
}
