import * as community from '@shared/api/community';
import * as edits from '@shared/api/community-edits';
import { richDocFromText } from '@shared/lib/rich-text';
import type { MockApi } from '../app';
import { call, demoToken, type Scenario } from './support';

/** The demo learner posts an item through the API, so the scenario edits or deletes its own. */
async function posted(mock: MockApi, kind: 'question' | 'answer' | 'pin' | 'comment'): Promise<{ id: number; token: string }> {
  const token = await demoToken(mock.app);
  const question = await call(mock.app, community.askQuestion, {
    url: community.askQuestion.path,
    payload: { title: '编辑与删除的问题', body: richDocFromText('原来的说明'), tags: [], bounty: 0, anonymous: false },
    token,
  });
  const questionId = (question.data as { id: number }).id;
  if (kind === 'question') return { id: questionId, token };
  if (kind === 'answer') {
    const answer = await call(mock.app, community.answerQuestion, {
      url: `/community/question/${questionId}/answer`,
      payload: { body: richDocFromText('原来的回答') },
      token,
    });
    return { id: (answer.data as { id: number }).id, token };
  }
  if (kind === 'pin') {
    const pin = await call(mock.app, community.postPin, {
      url: community.postPin.path,
      payload: { text: '原来的想法', images: [] },
      token,
    });
    return { id: (pin.data as { id: number }).id, token };
  }
  const comment = await call(mock.app, community.postComment, {
    url: community.postComment.path,
    payload: { kind: 1, targetId: questionId, text: '原来的评论' },
    token,
  });
  return { id: (comment.data as { id: number }).id, token };
}

/** Edit and delete one's own community items, and the @ suggestions. */
export const communityEditScenarios: Record<string, Scenario> = {
  [edits.editQuestion.id]: async (mock) => {
    const { id, token } = await posted(mock, 'question');
    return {
      url: `/community/question/${id}`,
      payload: { title: '编辑过的问题标题', body: richDocFromText('补充'), tags: ['电工'] },
      token,
    };
  },
  [edits.deleteQuestion.id]: async (mock) => {
    const { id, token } = await posted(mock, 'question');
    return { url: `/community/question/${id}`, token };
  },
  [edits.editAnswer.id]: async (mock) => {
    const { id, token } = await posted(mock, 'answer');
    return { url: `/community/answer/${id}`, payload: { body: richDocFromText('改过的回答') }, token };
  },
  [edits.deleteAnswer.id]: async (mock) => {
    const { id, token } = await posted(mock, 'answer');
    return { url: `/community/answer/${id}`, token };
  },
  [edits.editPin.id]: async (mock) => {
    const { id, token } = await posted(mock, 'pin');
    return { url: `/community/pin/${id}`, payload: { text: '改过的想法', images: [] }, token };
  },
  [edits.deletePin.id]: async (mock) => {
    const { id, token } = await posted(mock, 'pin');
    return { url: `/community/pin/${id}`, token };
  },
  [edits.editComment.id]: async (mock) => {
    const { id, token } = await posted(mock, 'comment');
    return { url: `/community/comment/${id}`, payload: { text: '改过的评论' }, token };
  },
  [edits.deleteComment.id]: async (mock) => {
    const { id, token } = await posted(mock, 'comment');
    return { url: `/community/comment/${id}`, token };
  },
  [edits.suggestMentions.id]: async ({ app }) => ({
    url: `/community/mention-suggestions?q=${encodeURIComponent('电')}`,
    token: await demoToken(app),
  }),
};
