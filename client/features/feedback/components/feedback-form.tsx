import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_CONTACT_REQUIRED, CODE_SCREENSHOT_NOT_YOURS, CODE_TOO_MANY_SCREENSHOTS, submitFeedback } from '@shared/api/business';
import type { EndpointBody } from '@shared/api/define-endpoint';
import { FeedbackCategory } from '@shared/enums/business';
import {
  checkFeedbackCategory,
  checkFeedbackContact,
  checkFeedbackDescription,
  checkScreenshotCount,
  FEEDBACK_LIMITS,
} from '@shared/lib/business-rules';
import { useApi } from '@client/lib/api-context';
import { useImageUploads } from '@client/lib/use-image-uploads';
import { toast } from '@client/components/toast/toast-store';
import { SubmitReceipt } from '@client/components/submit-receipt/submit-receipt';
import { FormField } from '@client/components/rule-form/form-field';
import { fieldAria, fieldProblem, useRuleForm } from '@client/components/rule-form/use-rule-form';
import form from '@client/components/rule-form/form-field.module.css';
import { ScreenshotPicker } from './screenshot-picker';
import { attachedInfo, type AttachedInfo } from '../attached-info';
import styles from '../feedback.module.css';

interface FeedbackValues {
  category: string;
  description: string;
  contact: string;
}

const EMPTY: FeedbackValues = { category: '', description: '', contact: '' };
const MAX_SHOTS = FEEDBACK_LIMITS.screenshotsMax;

/**
 * 意见反馈: category, description with a counter, screenshots (signed in), contact (optional when signed in).
 * useRuleForm, not react-hook-form: this page's first load has none of it (+13.6 KB gzip measured).
 */
export function FeedbackForm({ signedIn }: { signedIn: boolean }) {
  const api = useApi();
  const { values, errors, change, validate, validateAll, reset, setErrors } = useRuleForm<FeedbackValues>(EMPTY, {
    category: (value) => checkFeedbackCategory(value === '' ? null : Number(value), FeedbackCategory.values),
    description: (value) => checkFeedbackDescription(value),
    contact: (value) => checkFeedbackContact(value, signedIn),
  });
  const shots = useImageUploads({ max: MAX_SHOTS, tooMany: checkScreenshotCount(MAX_SHOTS + 1) as string });
  const [shotError, setShotError] = useState('');
  const [attached, setAttached] = useState<AttachedInfo | null>(null);
  const [refusal, setRefusal] = useState('');

  // After hydration: the server cannot know the browser (and the HTML must match what it sent).
  useEffect(() => setAttached(attachedInfo()), []);
  // Signing in (or out) on this page changes whether a contact is needed: re-check a shown message.
  useEffect(() => {
    if (errors.contact) validate('contact');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the sign-in changes, not on every keystroke
  }, [signedIn]);

  const send = useMutation({
    mutationFn: (body: EndpointBody<typeof submitFeedback>) => api.call(submitFeedback, { body }),
    onSuccess: () => toast.success('反馈已提交，感谢你的帮助'),
    onError: (error) => {
      // Refused: what was written and the screenshots stay.
      const message = errorMessage(error, '提交失败，请稍后重试');
      const code = isApiError(error) ? error.code : undefined;
      const problem = code === 400 ? fieldProblem(message) : undefined;
      if (code === CODE_CONTACT_REQUIRED) setErrors((current) => ({ ...current, contact: message }));
      else if (code === CODE_SCREENSHOT_NOT_YOURS || code === CODE_TOO_MANY_SCREENSHOTS) setShotError(message);
      else if (problem && problem.field in EMPTY) setErrors((current) => ({ ...current, [problem.field]: problem.text }));
      else setRefusal(message);
      toast.error(problem?.text ?? message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    setShotError('');
    if (!validateAll()) return;
    if (shots.uploading) {
      setShotError('截图还在上传，请稍候再提交');
      return;
    }
    send.mutate({
      category: Number(values.category),
      description: values.description,
      contact: values.contact,
      screenshots: shots.uploads.map((shot) => shot.url!),
      ...(attached ?? attachedInfo()),
    });
  };

  const again = () => {
    shots.clear();
    send.reset();
    reset(EMPTY);
  };

  if (send.data) {
    return (
      <SubmitReceipt
        testId="feedback-thanks"
        title="感谢你的反馈！"
        headingLevel={2}
        reference={{ label: '反馈编号', value: send.data.ticketNo, testId: 'feedback-ticket' }}
        again={{ label: '再提交一条', onClick: again, primary: true }}
      >
        我们会在 3 个工作日内处理{signedIn ? '，结果将通过站内消息或你留下的联系方式告知' : '，并通过你留下的联系方式回复'}。
      </SubmitReceipt>
    );
  }

  const length = [...values.description.trim()].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="意见反馈">
      <FormField id="feedback-category" label="反馈类型" required error={errors.category} group>
        <div className={form.chips} data-field="category" tabIndex={-1}>
          {FeedbackCategory.options.map((option) => (
            <label key={option.value} className={form.chip}>
              <input
                type="radio"
                name="feedback-category"
                value={option.value}
                checked={values.category === String(option.value)}
                onChange={() => change('category', String(option.value), { immediate: true })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </FormField>

      <FormField
        id="feedback-description"
        label="问题描述"
        required
        error={errors.description}
        hint="请尽量写清楚操作步骤、看到的现象和期望的结果"
        aside={
          <span
            className={form.counter}
            data-over={length > FEEDBACK_LIMITS.descriptionMax ? 'true' : undefined}
            data-testid="feedback-counter"
          >
            {length}/{FEEDBACK_LIMITS.descriptionMax}
          </span>
        }
      >
        <textarea
          {...fieldAria('feedback', 'description', errors.description, true)}
          className={form.input}
          rows={6}
          placeholder={`至少 ${FEEDBACK_LIMITS.descriptionMin} 个字`}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
          onBlur={() => validate('description')}
        />
      </FormField>

      <div className={styles.shotField} role="group" aria-labelledby="feedback-screenshots-label">
        <p className={styles.shotLabel} id="feedback-screenshots-label">
          截图
        </p>
        <ScreenshotPicker shots={shots} signedIn={signedIn} error={shotError || undefined} />
      </div>

      <FormField
        id="feedback-contact"
        label={signedIn ? '联系方式（选填）' : '联系方式'}
        required={!signedIn}
        error={errors.contact}
        hint={signedIn ? '手机号或邮箱；不填时我们通过站内消息联系你' : '手机号或邮箱，方便我们回复你'}
      >
        <input
          {...fieldAria('feedback', 'contact', errors.contact, true)}
          className={form.input}
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.contactMax}
          placeholder="手机号或邮箱"
          value={values.contact}
          onChange={(event) => change('contact', event.target.value)}
          onBlur={() => validate('contact')}
        />
      </FormField>

      <details className={styles.attached}>
        <summary>提交时将自动附带页面地址与浏览器信息</summary>
        {attached ? (
          <dl data-testid="feedback-attached">
            <div>
              <dt>页面地址</dt>
              <dd>{attached.pageUrl}</dd>
            </div>
            <div>
              <dt>浏览器</dt>
              <dd>{attached.userAgent}</dd>
            </div>
            <div>
              <dt>窗口尺寸</dt>
              <dd>{attached.viewport}</dd>
            </div>
          </dl>
        ) : null}
      </details>

      {refusal ? (
        <p className={form.formError} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary btn-lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? '提交中…' : '提交反馈'}
        </button>
      </div>
    </form>
  );
}
