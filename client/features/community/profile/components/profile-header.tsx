import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { setFavoritesVisibility } from '@shared/api/user-profile';
import type { UserProfile } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { toast } from '@client/components/toast/toast-store';
import { FollowButton } from '@client/features/community/components/follow-button';
import { UserText } from '@client/features/community/components/user-text';
import { formatCount } from '@client/features/community/community-format';
import { profileKey, profileTabHref } from '../get-profile';
import styles from '../profile.module.css';

/** 收藏公开: whether others may see one's favourites (only on one's own profile). */
function FavoritesPrivacy({ profile }: { profile: UserProfile }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const setVisible = (favoritesPublic: boolean) =>
    queryClient.setQueryData<UserProfile>(profileKey(profile.id), (current) => current && { ...current, favoritesPublic });
  // Optimistic: the switch flips at once, back if the call fails. runMutation, not useMutation: the
  // profile pages are index pages and would load useMutation's observer for this one switch.
  const [pending, setPending] = useState(false);
  const toggle = (favoritesPublic: boolean) => {
    setPending(true);
    runMutation(
      queryClient,
      {
        mutationFn: (next: boolean) => api.call(setFavoritesVisibility, { body: { favoritesPublic: next } }),
        onMutate: setVisible,
        onSuccess: (_answer, next) => toast.success(next ? '收藏已公开' : '收藏已设为仅自己可见'),
        onError: (error, next) => {
          setVisible(!next);
          toast.error(errorMessage(error, '设置失败，请稍后重试'));
        },
      },
      favoritesPublic,
    )
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={profile.favoritesPublic}
      className={styles.switch}
      onClick={() => pending || toggle(!profile.favoritesPublic)}
      disabled={pending}
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      收藏公开
    </button>
  );
}

export function ProfileHeader({ profile }: { profile: UserProfile }) {
  const stats: [string, number, string | null][] = [
    ['关注', profile.followCount, profileTabHref(profile.id, 'relation/follow')],
    ['粉丝', profile.fansCount, profileTabHref(profile.id, 'relation/fans')],
    ['获赞', profile.likeReceivedCount, null],
    ['问答', profile.questionCount + profile.answerCount, null],
    ['想法', profile.pinCount, null],
  ];
  return (
    <header className={styles.header} data-testid="profile-header">
      <img className={styles.avatar} src={profile.avatar} alt="" width={88} height={88} />
      <div className={styles.identity}>
        <h1 className={styles.name}>{profile.nickname}</h1>
        {profile.signature ? (
          <UserText text={profile.signature} as="p" className={styles.signature} />
        ) : (
          <p className={styles.signature}>这个人还没有写简介。</p>
        )}
        <p className={styles.joined}>{profile.joinedAt.slice(0, 4)} 年加入技能学堂</p>
        <dl className={styles.stats}>
          {stats.map(([label, value, href]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd data-testid={`profile-${label}`}>{href ? <a href={href}>{formatCount(value)}</a> : formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.headerActions}>
        {profile.isSelf ? <FavoritesPrivacy profile={profile} /> : <FollowButton userId={profile.id} followed={profile.followed} />}
      </div>
    </header>
  );
}
