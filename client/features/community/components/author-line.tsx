/**
 * <AuthorLine author={…} at={iso} /> — avatar, nickname (a link to /user/{id}; plain for an
 * anonymous author), an optional headline and the time. `size`: 'sm' (comments) or 'md'.
 * `aside` goes at the end of the line (a 关注 button); `editedAt` adds 已编辑 · time.
 */
import type { ReactNode } from 'react';
import type { CommunityAuthor } from '@shared/schemas/community';
import { formatPostedAt } from '@client/lib/format/posted-at-format';
import { userHref } from '../community-format';
import './author-line.css';

interface AuthorLineProps {
  author: CommunityAuthor;
  at?: string;
  size?: 'sm' | 'md' | 'lg';
  headline?: boolean;
  aside?: ReactNode;
  className?: string;
  /** When the author last edited the item: 已编辑 · time after its own time. */
  editedAt?: string | null;
}

const PIXELS = { sm: 28, md: 36, lg: 44 } as const;

export function AuthorLine({ author, at, size = 'md', headline = true, aside, className, editedAt }: AuthorLineProps) {
  const pixels = PIXELS[size];
  const avatar = <img className="cm-al-avatar" src={author.avatar} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" />;
  return (
    <div className={`cm-al-line cm-al-${size} ${className ?? ''}`}>
      {author.id !== null ? (
        <a href={userHref(author.id)} className="cm-al-avatar-link" tabIndex={-1} aria-hidden="true">
          {avatar}
        </a>
      ) : (
        avatar
      )}
      <div className="cm-al-meta">
        <div className="cm-al-name-row">
          {author.id !== null ? (
            <a href={userHref(author.id)} className="cm-al-name">
              {author.nickname}
            </a>
          ) : (
            <span className="cm-al-name">{author.nickname}</span>
          )}
          {at ? (
            <time className="cm-al-time" dateTime={at}>
              {formatPostedAt(at)}
            </time>
          ) : null}
          <EditedAt editedAt={editedAt} />
        </div>
        {headline && author.headline ? <p className="cm-al-headline">{author.headline}</p> : null}
      </div>
      {aside ? <div className="cm-al-aside">{aside}</div> : null}
    </div>
  );
}

/** 已编辑 · time, after an item's own time (an author line, a feed card's meta line); nothing when never edited. */
export function EditedAt({ editedAt, className = 'cm-al-time cm-al-edited' }: { editedAt?: string | null; className?: string }) {
  if (!editedAt) return null;
  return (
    <span className={className} data-testid="edited-at">
      已编辑 · <time dateTime={editedAt}>{formatPostedAt(editedAt)}</time>
    </span>
  );
}
