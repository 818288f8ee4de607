import { useState } from 'react';
import { data, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_CONTENT_DELETED } from '@shared/api/community';
import { excerptOf } from '@shared/lib/rich-text';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { Breadcrumb } from '@client/components/page-heading';
import { pinHref, topicHref } from '@client/features/community/community-format';
import { getCommentsQueryOptions } from '@client/features/community/get-comments';
import { routeErrorOf } from '@client/lib/route-error';
import { getPinQueryOptions, usePin } from '@client/features/community/get-pin';
import { AuthorLine } from '@client/features/community/components/author-line';
import { CommentThread, focusCommentComposer } from '@client/features/community/components/comment-thread';
import { CommunityIcon } from '@client/features/community/components/community-icons';
import { FollowButton } from '@client/features/community/components/follow-button';
import { PinImages } from '@client/features/community/components/pin-images';
import { ReactionBar } from '@client/features/community/components/reaction-bar';
import { UserText } from '@client/features/community/components/user-text';
import { OwnerActions } from '@client/features/community/components/owner-actions';
import styles from '@client/features/community/community-pin-page.module.css';

const loadLightbox = () => import('@client/features/community/components/image-lightbox');
const loadTextEditForm = () => import('@client/features/community/components/text-edit-form');

type PinLoaderData = LoaderMeta & { deleted?: string };

const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  if (id === null) throw data('资源不存在', { status: 404 });
  const { queryClient, api } = context.get(appContext);
  try {
    // The comments render with the idea (their first page); a failure there is the thread's own.
    const [pin] = await Promise.all([
      queryClient.ensureQueryData(getPinQueryOptions(api, id)),
      queryClient.prefetchInfiniteQuery(getCommentsQueryOptions(api, 4, id)),
    ]);
    const result: PinLoaderData = {
      meta: {
        title: `${pin.author.nickname}的想法：${excerptOf(pin.text, 14)}`,
        description: excerptOf(pin.text, 120),
        canonical: pinHref(id),
        ...(pin.images[0] ? { image: pin.images[0].url } : {}),
      },
    };
    return result;
  } catch (error) {
    // Deleted (by its author or by moderation): a page that says so, answered 410 Gone.
    if (isApiError(error) && error.code === CODE_CONTENT_DELETED)
      return data<PinLoaderData>({ deleted: error.message || '内容已被删除', meta: { title: '内容已被删除' } }, { status: 410 });
    throw routeErrorOf(error);
  }
}

export function Component() {
  const loaderData = useLoaderData<PinLoaderData>();
  const id = idOf(useParams().id)!;
  const pin = usePin(id);
  const [viewing, setViewing] = useState<number | null>(null);
  const lightbox = useLoadedModule(loadLightbox, viewing !== null);
  const [editing, setEditing] = useState(false);
  const editForm = useLoadedModule(loadTextEditForm, editing);
  const navigate = useNavigate();

  if (loaderData.deleted || !pin) {
    return (
      <div className={styles.page}>
        <Breadcrumb />
        <section className={styles.deleted} role="status" data-testid="content-deleted">
          <CommunityIcon name="comment" size={40} />
          <h1>内容已被删除</h1>
          <p>这条想法已被作者删除或因违反社区规范被移除。</p>
          <a href="/community" className="btn btn-primary">
            返回社区
          </a>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb />
      <article className={styles.card} aria-labelledby="pin-title">
        <h1 id="pin-title" className="sr-only">
          {pin.author.nickname}的想法
        </h1>
        <AuthorLine
          author={pin.author}
          at={pin.createdAt}
          editedAt={pin.editedAt}
          size="lg"
          aside={<FollowButton userId={pin.author.id} followed={pin.authorFollowed} />}
        />
        {editing && editForm ? (
          <editForm.TextEditForm
            target={{ kind: 4, id: pin.id, images: pin.images.map((image) => image.url) }}
            text={pin.text}
            label="编辑想法"
            onDone={() => setEditing(false)}
          />
        ) : (
          <UserText text={pin.text} className={styles.text} />
        )}
        <PinImages images={pin.images} owner={pin.author.nickname} onOpen={setViewing} />
        {pin.topic ? (
          <a href={topicHref(pin.topic.id)} className={styles.topic}>
            <CommunityIcon name="hash" size={14} />
            {pin.topic.name}
          </a>
        ) : null}
        <ReactionBar
          kind={4}
          id={pin.id}
          likeCount={pin.likeCount}
          favoriteCount={pin.favoriteCount}
          commentCount={pin.commentCount}
          viewer={pin.viewer}
          comment={{ onClick: () => focusCommentComposer(4, pin.id) }}
          className={styles.reactions}
        >
          {pin.viewer.mine ? (
            <OwnerActions
              target={{ kind: 4, id: pin.id }}
              onEdit={() => setEditing(true)}
              onDeleted={() => void navigate('/community', { replace: true })}
            />
          ) : null}
        </ReactionBar>
      </article>
      <div id="comments" className={styles.card}>
        <CommentThread kind={4} targetId={pin.id} commentCount={pin.commentCount} />
      </div>
      {lightbox ? (
        <lightbox.ImageLightbox
          images={pin.images}
          owner={pin.author.nickname}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
