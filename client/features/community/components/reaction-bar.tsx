/**
 * <ReactionBar> — the actions under any community item (kinds of spec §3: 1 问题 2 回答 3 评论 4 想法 5 视频).
 *
 * Props:
 *  - kind: ContentKind; id: number — the item.
 *  - likeCount, favoriteCount?, commentCount? — from the item as cached (the bar re-renders when
 *    community-cache patches it; it keeps no counts of its own).
 *  - viewer: ViewerState — liked / disliked / favorited / mine.
 *  - comment?: { href: string } | { onClick: () => void } — the 评论 count as a link or a button; omitted: not shown.
 *  - dislike?: boolean (default: kinds 1 and 2) — show 踩.
 *  - favorite?: boolean (default: not for comments) — show 收藏 (needs favoriteCount).
 *  - report?: boolean (default true) — show 举报 (never on one's own item).
 *  - size?: 'sm' | 'md' (default 'md').
 *  - className?: string.
 *  - children?: ReactNode — more actions (回复), placed before 举报.
 *
 * 赞同 for questions and answers, 点赞 for the rest. Every action is a protected click (signed out:
 * the login modal), optimistic with rollback and an error toast (use-community-actions.ts, whose code
 * is fetched when the page is idle: lazy-actions.ts). On
 * one's own item (viewer.mine) like, dislike and report are not offered; the count is shown as text.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ViewerState } from '@shared/schemas/community';
import { requiresLogin } from '@client/lib/protected-action';
import { useApi } from '@client/lib/api-context';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { ContentKind } from '../community-cache';
import { warmCommunityActions, withCommunityActions } from '../lazy-actions';
import type { LikeActionValue } from '../use-community-actions';
import { CommunityIcon } from './community-icons';
import './reaction-bar.css';

const loadReportDialog = () => import('./report-dialog');

export interface ReactionBarProps {
  kind: ContentKind;
  id: number;
  likeCount: number;
  favoriteCount?: number;
  commentCount?: number;
  viewer: ViewerState;
  comment?: { href: string } | { onClick: () => void };
  dislike?: boolean;
  favorite?: boolean;
  report?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  children?: ReactNode;
}

export function ReactionBar(props: ReactionBarProps) {
  const { kind, id, likeCount, favoriteCount, commentCount, viewer, comment, size = 'md', className, children } = props;
  const showDislike = (props.dislike ?? (kind === 1 || kind === 2)) && !viewer.mine;
  const showFavorite = (props.favorite ?? kind !== 3) && favoriteCount !== undefined;
  const showReport = (props.report ?? true) && !viewer.mine;
  const likeWord = kind === 1 || kind === 2 ? '赞同' : '点赞';
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(warmCommunityActions, []);
  const like = (action: LikeActionValue) => withCommunityActions((actions) => void actions.likeContent(queryClient, api, kind, id, action));
  const favorite = (on: boolean) => withCommunityActions((actions) => void actions.favoriteContent(queryClient, api, kind, id, on));
  const [reporting, setReporting] = useState(false);
  const report = useLoadedModule(loadReportDialog, reporting);

  return (
    <div className={`cm-rb-bar ${size === 'sm' ? 'cm-rb-small' : ''} ${className ?? ''}`} role="group" aria-label="互动">
      {viewer.mine ? (
        <span className="cm-rb-static">
          <CommunityIcon name="thumbUp" />
          <span>
            {likeCount} {likeWord}
          </span>
        </span>
      ) : (
        <button
          type="button"
          className={`cm-rb-action ${viewer.liked ? 'cm-rb-on' : ''}`}
          aria-pressed={viewer.liked}
          onClick={() => like(viewer.liked ? 2 : 1)}
          {...requiresLogin}
        >
          <CommunityIcon name="thumbUp" filled={viewer.liked} />
          <span>{viewer.liked ? `已${likeWord}` : likeWord}</span>
          <span className="cm-rb-count" data-testid="like-count">
            {likeCount}
          </span>
        </button>
      )}
      {showDislike ? (
        <button
          type="button"
          className={`cm-rb-action cm-rb-icon-only ${viewer.disliked ? 'cm-rb-on-muted' : ''}`}
          aria-pressed={viewer.disliked}
          aria-label={viewer.disliked ? '取消踩' : '踩'}
          title={viewer.disliked ? '取消踩' : '踩'}
          onClick={() => like(viewer.disliked ? 2 : 3)}
          {...requiresLogin}
        >
          <CommunityIcon name="thumbDown" filled={viewer.disliked} />
        </button>
      ) : null}
      {comment && commentCount !== undefined ? (
        'href' in comment ? (
          <a href={comment.href} className="cm-rb-action" aria-label={`评论 ${commentCount}`}>
            <CommunityIcon name="comment" />
            <span aria-hidden="true">{commentCount > 0 ? commentCount : '评论'}</span>
          </a>
        ) : (
          <button type="button" className="cm-rb-action" aria-label={`评论 ${commentCount}`} onClick={comment.onClick}>
            <CommunityIcon name="comment" />
            <span aria-hidden="true">{commentCount > 0 ? commentCount : '评论'}</span>
          </button>
        )
      ) : null}
      {showFavorite ? (
        <button
          type="button"
          className={`cm-rb-action ${viewer.favorited ? 'cm-rb-on-star' : ''}`}
          aria-pressed={viewer.favorited}
          onClick={() => favorite(!viewer.favorited)}
          {...requiresLogin}
        >
          <CommunityIcon name="star" filled={viewer.favorited} />
          <span>{viewer.favorited ? '已收藏' : '收藏'}</span>
          <span className="cm-rb-count" data-testid="favorite-count">
            {favoriteCount}
          </span>
        </button>
      ) : null}
      {children}
      {showReport ? (
        <button type="button" className="cm-rb-action cm-rb-report" aria-label="举报" onClick={() => setReporting(true)} {...requiresLogin}>
          <CommunityIcon name="flag" />
          <span className="cm-rb-report-label">举报</span>
        </button>
      ) : null}
      {report ? <report.ReportDialog kind={kind} id={id} open={reporting} onClose={() => setReporting(false)} /> : null}
    </div>
  );
}
