import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { updateMyProfile } from '@shared/api/profile-settings';
import { EducationBasic, Gender } from '@shared/enums/user';
import { beijingToday, charCount, checkBio, checkBirthday, checkNickname, PROFILE_LIMITS } from '@shared/lib/profile-rules';
import type { MyProfile } from '@shared/schemas/profile-settings';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { useUpdateSelf } from '@client/lib/session/use-update-self';
import { PROFILE_KEY } from '../get-profile';
import styles from '../setting-user.module.css';

interface ProfileValues {
  nickname: string;
  gender: string;
  education: string;
  birthday: string;
  bio: string;
}

const valuesOf = (profile: MyProfile): ProfileValues => ({
  nickname: profile.nickname,
  gender: String(profile.gender),
  education: profile.education === null ? '' : String(profile.education),
  birthday: profile.birthday ?? '',
  bio: profile.bio,
});

/** 基本资料: checked as the learner types (the API's own rules); a refusal keeps everything typed. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const updateSelf = useUpdateSelf();
  const { form, field } = useValidatedForm<ProfileValues>(valuesOf(profile));
  const { errors, isDirty } = form.formState;
  const bioLength = charCount(form.watch('bio').trim());

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      api.call(updateMyProfile, {
        body: {
          nickname: values.nickname,
          gender: Number(values.gender),
          education: values.education ? Number(values.education) : null,
          birthday: values.birthday || null,
          bio: values.bio,
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved.profile);
      updateSelf(saved.user);
      form.reset(valuesOf(saved.profile));
      toast.success('个人资料已保存');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const busy = save.isPending;

  const described = (name: keyof ProfileValues) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  // Always there with a reserved line: a message that appeared or went on blur used to move the 保存
  // button between the press and the release of the click that caused the blur, so that first
  // click after fixing a field landed nowhere.
  const message = (name: keyof ProfileValues) => (
    <p id={`${name}-error`} className={styles.error} role={errors[name] ? 'alert' : undefined}>
      {errors[name]?.message ?? ''}
    </p>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="基本资料">
      <div className={styles.field}>
        <label htmlFor="nickname">昵称</label>
        <div>
          <input
            id="nickname"
            className={styles.input}
            autoComplete="nickname"
            maxLength={32}
            {...field('nickname', { validate: checkNickname })}
            {...described('nickname')}
          />
          <p className={styles.hint}>
            {PROFILE_LIMITS.nicknameMin}–{PROFILE_LIMITS.nicknameMax} 个字，可用中文、字母、数字、下划线
          </p>
          {message('nickname')}
        </div>
      </div>
      <fieldset className={styles.field}>
        <legend>性别</legend>
        <div className={styles.radios}>
          {[{ value: 0, label: '保密' }, ...Gender.options].map((option) => (
            <label key={option.value} className={styles.radio}>
              <input type="radio" value={String(option.value)} {...form.register('gender')} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="education">学历</label>
        <div>
          <div className={styles.selectWrap}>
            <select id="education" className={`${styles.input} ${styles.select}`} {...form.register('education')}>
              <option value="">请选择</option>
              {EducationBasic.options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="birthday">生日</label>
        <div>
          <input
            id="birthday"
            className={`${styles.input} ${styles.date}`}
            type="date"
            min="1900-01-01"
            max={beijingToday()}
            {...field('birthday', { validate: (value) => checkBirthday(value, beijingToday()) })}
            {...described('birthday')}
          />
          {message('birthday')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="bio">个人简介</label>
        <div>
          <textarea
            id="bio"
            className={styles.input}
            rows={4}
            placeholder="介绍一下你的职业和学习目标"
            {...field('bio', { validate: checkBio })}
            {...described('bio')}
          />
          <p className={`${styles.hint} ${styles.count}`} aria-live="polite">
            {bioLength}/{PROFILE_LIMITS.bioMax}
          </p>
          {message('bio')}
        </div>
      </div>
      <div className={styles.submit}>
        <button type="submit" className="btn btn-primary" disabled={busy || !isDirty} aria-busy={busy || undefined}>
          保存
        </button>
      </div>
    </form>
  );
}
