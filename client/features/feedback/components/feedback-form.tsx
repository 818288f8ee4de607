import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
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
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useImageUploads } from '@client/lib/use-image-uploads';
import { toast } from '@client/components/toast/toast-store';
import { SubmitReceipt } from '@client/components/submit-receipt/submit-receipt';
import { FormField } from '@client/components/rule-form/form-field';
import { fieldAria, fieldProblem } from '@client/components/rule-form/use-rule-form';
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
 * react-hook-form with controlled fields (the DOM the page had: no `name`s, the values rendered by React):
 * a chip checked when chosen, a text when left and 300 ms after typing stops, everything when sent; a
 * refused send focuses the first field with a message (the chips' group for the category).
 */
export function FeedbackForm({ signedIn }: { signedIn: boolean }) {
  const api = useApi();
  const { form: feedback, checkSoon } = useValidatedForm<FeedbackValues>(EMPTY);
  const { errors } = feedback.formState;
  // In the order the fields stand: react-hook-form focuses the first with a message in this order.
  const category = useController({
    control: feedback.control,
    name: 'category',
    rules: { validate: (value) => checkFeedbackCategory(value === '' ? null : Number(value), FeedbackCategory.values) },
  }).field;
  const description = useController({
    control: feedback.control,
    name: 'description',
    rules: { validate: checkFeedbackDescription },
  }).field;
  // The rule reads this render's sign-in: useController registers its rules again on every render.
  const contact = useController({
    control: feedback.control,
    name: 'contact',
    rules: { validate: (value) => checkFeedbackContact(value, signedIn) },
  }).field;
  const shots = useImageUploads({ max: MAX_SHOTS, tooMany: checkScreenshotCount(MAX_SHOTS + 1) as string });
  const [shotError, setShotError] = useState('');
  const [attached, setAttached] = useState<AttachedInfo | null>(null);
  const [refusal, setRefusal] = useState('');

  // After hydration: the server cannot know the browser (and the HTML must match what it sent).
  useEffect(() => setAttached(attachedInfo()), []);
  // Signing in (or out) on this page changes whether a contact is needed: re-check a shown message.
  useEffect(() => {
    if (feedback.getFieldState('contact').error) void feedback.trigger('contact');
  }, [signedIn, feedback]);

  const send = useMutation({
    mutationFn: (body: EndpointBody<typeof submitFeedback>) => api.call(submitFeedback, { body }),
    onSuccess: () => toast.success('反馈已提交，感谢你的帮助'),
    onError: (error) => {
      // Refused: what was written and the screenshots stay.
      const message = errorMessage(error, '提交失败，请稍后重试');
      const code = isApiError(error) ? error.code : undefined;
      const problem = code === 400 ? fieldProblem(message) : undefined;
      if (code === CODE_CONTACT_REQUIRED) feedback.setError('contact', { message });
      else if (code === CODE_SCREENSHOT_NOT_YOURS || code === CODE_TOO_MANY_SCREENSHOTS) setShotError(message);
      else if (problem && problem.field in EMPTY) feedback.setError(problem.field as keyof FeedbackValues, { message: problem.text });
      else setRefusal(message);
      toast.error(problem?.text ?? message);
    },
  });

  const sendChecked = feedback.handleSubmit((values) => {
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
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRefusal('');
    setShotError('');
    void sendChecked(event);
  };

  const again = () => {
    shots.clear();
    send.reset();
    feedback.reset(EMPTY);
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

  const length = [...description.value.trim()].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="意见反馈">
      <FormField id="feedback-category" label="反馈类型" required error={errors.category?.message} group>
        <div ref={category.ref} className={form.chips} data-field="category" tabIndex={-1}>
          {FeedbackCategory.options.map((option) => (
            <label key={option.value} className={form.chip}>
              <input
                type="radio"
                name="feedback-category"
                value={option.value}
                checked={category.value === String(option.value)}
                onChange={() => {
                  category.onChange(String(option.value));
                  // A chip is checked at once, not on leaving it.
                  void feedback.trigger('category');
                }}
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
        error={errors.description?.message}
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
          {...fieldAria('feedback', 'description', errors.description?.message, true)}
          ref={description.ref}
          className={form.input}
          rows={6}
          placeholder={`至少 ${FEEDBACK_LIMITS.descriptionMin} 个字`}
          value={description.value}
          onChange={(event) => {
            description.onChange(event.target.value);
            checkSoon('description');
          }}
          onBlur={description.onBlur}
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
        error={errors.contact?.message}
        hint={signedIn ? '手机号或邮箱；不填时我们通过站内消息联系你' : '手机号或邮箱，方便我们回复你'}
      >
        <input
          {...fieldAria('feedback', 'contact', errors.contact?.message, true)}
          ref={contact.ref}
          className={form.input}
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.contactMax}
          placeholder="手机号或邮箱"
          value={contact.value}
          onChange={(event) => {
            contact.onChange(event.target.value);
            checkSoon('contact');
          }}
          onBlur={contact.onBlur}
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
