/**
 * <FollowButton userId={…} followed={…} /> — 关注 / 已关注 (hovered or focused: 取消关注).
 *
 * Props:
 *  - userId: number | null — the person (null: an anonymous author, nothing is rendered).
 *  - followed: boolean — as cached (authorFollowed of a detail, `followed` of a card or profile);
 *    the button re-renders when community-cache patches it.
 *  - size?: 'sm' | 'md' (default 'md'); className?: string.
 *
 * Not rendered for oneself. A protected click (signed out: the login modal), optimistic: every
 * cached copy of the follow state and the fans counts change at once, rolled back with a toast on
 * failure (use-community-actions.ts).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@client/lib/api-context';
import { requiresLogin } from '@client/lib/protected-action';
import { useSelf } from '@client/lib/session/get-self';
import { warmCommunityActions, withCommunityActions } from '../lazy-actions';
import { CommunityIcon } from './community-icons';
import './follow-button.css';

interface FollowButtonProps {
  userId: number | null;
  followed: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

export function FollowButton({ userId, followed, size = 'md', className }: FollowButtonProps) {
  const self = useSelf();
  if (userId === null || self?.id === userId) return null;
  return <FollowToggle userId={userId} followed={followed} size={size} className={className} />;
}

function FollowToggle({
  userId,
  followed,
  size,
  className,
}: Required<Omit<FollowButtonProps, 'className'>> & { userId: number; className?: string }) {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(warmCommunityActions, []);
  return (
    <button
      type="button"
      className={`cm-fb-button ${followed ? 'cm-fb-followed' : ''} ${size === 'sm' ? 'cm-fb-small' : ''} ${className ?? ''}`}
      aria-pressed={followed}
      onClick={() => withCommunityActions((actions) => void actions.followPerson(queryClient, api, userId, !followed))}
      {...requiresLogin}
    >
      {followed ? (
        <>
          <span className="cm-fb-rest">已关注</span>
          {/* Not aria-hidden: hovered or focused, 已关注 is hidden and this is the button's name (it had none). */}
          <span className="cm-fb-hover">取消关注</span>
        </>
      ) : (
        <>
          <CommunityIcon name="plus" size={14} />
          关注
        </>
      )}
    </button>
  );
}
