/**
 * <FeedItemCard item={…} /> — any FeedItem of the contract as a card, with its reaction bar:
 *  - question: title, excerpt, tags, 悬赏 badge, answer count, 已解决;
 *  - answer: the question's title, the answerer, the excerpt;
 *  - pin (想法): author, text (links and @names via UserText), image grid, topic;
 *  - video: cover with duration and a play button (the native player in a dialog, loaded on demand).
 *
 * Props:
 *  - item: FeedItem.
 *  - showKind?: boolean (default true) — the small 问答 / 回答 / 想法 / 视频 label (mixed feeds).
 *  - headingLevel?: 2 | 3 (default 3) — the level of titles inside the card.
 *  - className?: string.
 * Self-contained: links go to the item's page, a topic to /community?tab=pin&topic={id}.
 */
import { useState, type ReactNode } from 'react';
import type { CommunityVideo, FeedItem } from '@shared/schemas/community';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { answerHref, formatCount, formatDuration, pinHref, questionHref, topicHref } from '../community-format';
import { AuthorLine, EditedAt } from './author-line';
import { CommunityIcon } from './community-icons';
import { PinImages } from './pin-images';
import { ReactionBar } from './reaction-bar';
import { UserText } from './user-text';
import './feed-item-card.css';

const loadVideoDialog = () => import('./video-dialog');

const KIND_LABEL = { question: ['问答', 1], answer: ['回答', 2], pin: ['想法', 6], video: ['视频', 5] } as const;

/** A stable one-of-seven accent for a tag's text. */
export function tagAccent(tag: string): number {
  let hash = 0;
  for (const char of tag) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return (hash % 7) + 1;
}

interface FeedItemCardProps {
  item: FeedItem;
  showKind?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

export function FeedItemCard({ item, showKind = true, headingLevel = 3, className }: FeedItemCardProps) {
  const [label, accent] = KIND_LABEL[item.kind];
  const Heading = `h${headingLevel}` as const;
  const kindTag = showKind ? <span className={`tag accent-${accent} cm-fc-kind`}>{label}</span> : null;
  const id =
    item.kind === 'question'
      ? item.question.id
      : item.kind === 'answer'
        ? item.answer.id
        : item.kind === 'pin'
          ? item.pin.id
          : item.video.id;
  return (
    <article className={`cm-fc-card ${className ?? ''}`} data-kind={item.kind} data-id={id}>
      {item.kind === 'question' ? (
        <QuestionCard item={item} kindTag={kindTag} Heading={Heading} />
      ) : item.kind === 'answer' ? (
        <>
          <Heading className="cm-fc-title">
            {kindTag}
            <a href={answerHref(item.question.id, item.answer.id)} className="cm-fc-title-link">
              {item.question.title}
            </a>
          </Heading>
          <AuthorLine author={item.answer.author} at={item.answer.createdAt} editedAt={item.answer.editedAt} size="sm" />
          {/* Not inside the link: the excerpt may hold links of its own. */}
          <UserText as="p" text={item.answer.excerpt} clamp={3} className="cm-fc-excerpt" />
          <a href={answerHref(item.question.id, item.answer.id)} className="cm-fc-read-more">
            阅读全文<span className="sr-only">：{item.answer.author.nickname}的回答</span>
          </a>
          <ReactionBar
            kind={2}
            id={item.answer.id}
            likeCount={item.answer.likeCount}
            favoriteCount={item.answer.favoriteCount}
            commentCount={item.answer.commentCount}
            viewer={item.answer.viewer}
            comment={{ href: `${answerHref(item.question.id, item.answer.id)}#comments` }}
            size="sm"
          />
        </>
      ) : item.kind === 'pin' ? (
        <>
          <div className="cm-fc-head">
            <AuthorLine author={item.pin.author} at={item.pin.createdAt} editedAt={item.pin.editedAt} />
            {kindTag}
          </div>
          <UserText text={item.pin.text} clamp={6} className="cm-fc-pin-text" />
          <a href={pinHref(item.pin.id)} className="cm-fc-read-more">
            查看详情<span className="sr-only">：{item.pin.author.nickname}的想法</span>
          </a>
          <PinImages images={item.pin.images} owner={item.pin.author.nickname} hrefOf={() => pinHref(item.pin.id)} size="sm" />
          {item.pin.topic ? (
            <a href={topicHref(item.pin.topic.id)} className="cm-fc-topic">
              <CommunityIcon name="hash" size={14} />
              {item.pin.topic.name}
            </a>
          ) : null}
          <ReactionBar
            kind={4}
            id={item.pin.id}
            likeCount={item.pin.likeCount}
            favoriteCount={item.pin.favoriteCount}
            commentCount={item.pin.commentCount}
            viewer={item.pin.viewer}
            comment={{ href: `${pinHref(item.pin.id)}#comments` }}
            size="sm"
          />
        </>
      ) : (
        <VideoCard video={item.video} kindTag={kindTag} Heading={Heading} />
      )}
    </article>
  );
}

type HeadingTag = 'h2' | 'h3';

function QuestionCard({
  item,
  kindTag,
  Heading,
}: {
  item: Extract<FeedItem, { kind: 'question' }>;
  kindTag: ReactNode;
  Heading: HeadingTag;
}) {
  const question = item.question;
  return (
    <>
      <Heading className="cm-fc-title">
        {kindTag}
        <a href={questionHref(question.id)} className="cm-fc-title-link">
          {question.title}
        </a>
      </Heading>
      {question.excerpt ? <UserText as="p" text={question.excerpt} clamp={2} className="cm-fc-excerpt" /> : null}
      <div className="cm-fc-badges">
        {question.bounty > 0 ? (
          <span className="tag accent-4 cm-fc-badge">
            <CommunityIcon name="coin" size={14} />
            悬赏 {question.bounty} 技能币
          </span>
        ) : null}
        {question.solved ? (
          <span className="tag accent-3 cm-fc-badge">
            <CommunityIcon name="check" size={14} />
            已解决
          </span>
        ) : null}
        {question.fromLesson ? (
          <span className="tag accent-2 cm-fc-badge" data-testid="feed-lesson-question">
            课程答疑 · 《{question.fromLesson.courseTitle}》
          </span>
        ) : null}
        {question.tags.map((tag) => (
          <span key={tag} className={`tag accent-${tagAccent(tag)}`}>
            {tag}
          </span>
        ))}
      </div>
      <div className="cm-fc-meta">
        <span className="cm-fc-meta-author">
          <img src={question.author.avatar} alt="" width={20} height={20} className="cm-fc-mini-avatar" loading="lazy" decoding="async" />
          {question.author.nickname}
        </span>
        <span>{formatCount(question.answerCount)} 个回答</span>
        <span>{formatCount(question.viewCount)} 次浏览</span>
        <EditedAt editedAt={question.editedAt} className="cm-fc-edited" />
      </div>
      <ReactionBar
        kind={1}
        id={question.id}
        likeCount={question.likeCount}
        favoriteCount={question.favoriteCount}
        commentCount={question.commentCount}
        viewer={question.viewer}
        comment={{ href: `${questionHref(question.id)}#comments` }}
        size="sm"
      />
    </>
  );
}

function VideoCard({ video, kindTag, Heading }: { video: CommunityVideo; kindTag: ReactNode; Heading: HeadingTag }) {
  const [playing, setPlaying] = useState(false);
  const dialog = useLoadedModule(loadVideoDialog, playing);
  return (
    <>
      <div className="cm-fc-head">
        <AuthorLine author={video.author} at={video.createdAt} />
        {kindTag}
      </div>
      <Heading className="cm-fc-title">{video.title}</Heading>
      <button
        type="button"
        className="cm-fc-cover"
        aria-label={`播放视频：${video.title}（${formatDuration(video.durationSeconds)}）`}
        onClick={() => setPlaying(true)}
        onPointerEnter={() => void loadVideoDialog().catch(() => undefined)}
      >
        <img src={video.cover} alt="" className="cm-fc-cover-image" width={640} height={360} loading="lazy" decoding="async" />
        <span className="cm-fc-play" aria-hidden="true">
          <CommunityIcon name="play" size={28} filled />
        </span>
        <span className="cm-fc-duration" aria-hidden="true">
          {formatDuration(video.durationSeconds)}
        </span>
      </button>
      <p className="cm-fc-meta">{formatCount(video.playCount)} 次播放</p>
      <ReactionBar
        kind={5}
        id={video.id}
        likeCount={video.likeCount}
        favoriteCount={video.favoriteCount}
        commentCount={video.commentCount}
        viewer={video.viewer}
        size="sm"
      />
      {dialog ? <dialog.VideoDialog video={video} open={playing} onClose={() => setPlaying(false)} /> : null}
    </>
  );
}
