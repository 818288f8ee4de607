import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { acceptAnswer, answerQuestion, askQuestion, postComment, postPin, reactToContent } from '@shared/api/community';
import { listMessages } from '@shared/api/message';
import { listCourses } from '@shared/api/catalogue';
import { editQuestion } from '@shared/api/community-edits';
import { askLessonQuestion } from '@shared/api/lesson-questions';
import { getPlayInfo } from '@shared/api/player';
import { followUser } from '@shared/api/user-profile';
import { MessageType } from '@shared/enums/message';
import { richDocFromText } from '@shared/lib/rich-text';
import { contractClient, isResponseTo } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { png } from './support/files';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * The community as learners expect it (issue 26): edit and delete one's own writing (已编辑 · time,
 * confirmed deletes), an image in an answer, @ suggestions by keyboard, 采纳 confirmed and told, one
 * notice for like → unlike → like, 新粉丝, and a 推荐 feed that does not open with one question's
 * answers. Every test uses learners of its own. The pages' axe runs: e2e/accessibility.spec.ts.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Another learner, signed in through an API context of its own. */
async function otherLearner(baseURL: string | undefined) {
  const context = await playwrightRequest.newContext({ baseURL });
  const who = await signInAsNewLearner(context);
  const client = contractClient(context);
  const messages = async (type: number) =>
    (await client.call(listMessages, { query: { messageTypes: String(type), page: 1, size: 50 } })).list;
  return { ...who, client, messages, dispose: () => context.dispose() };
}

const ask = (client: ReturnType<typeof contractClient>, title: string) =>
  client.call(askQuestion, { body: { title, body: richDocFromText('请教大家'), tags: [], bounty: 0, anonymous: false } });

test('edits and deletes one’s own question, answer, comment and idea: 已编辑 · time shows, deleting asks first, counts follow', async ({
  page,
}) => {
  // Four kinds edited and deleted in one flow: more than the default time on a busy machine.
  test.slow();
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const me = contractClient(page.request);
  const { id: questionId } = await ask(me, `自己的问题可以编辑吗${Date.now() % 10_000}`);
  await me.call(answerQuestion, { params: { id: questionId }, body: { body: richDocFromText('自己的回答') } });
  await open(page, `/community/question/${questionId}`);

  // The question: title and body edited in place.
  const question = page.locator('article[data-kind="question"]');
  await expect(question.getByTestId('edited-at')).toHaveCount(0);
  await question.getByTestId('owner-edit').click();
  const form = page.getByRole('form', { name: '编辑问题' });
  await form.getByLabel('问题标题').fill('短');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('标题至少 5 个字')).toBeVisible();
  await form.getByLabel('问题标题').fill('改过标题的问题：可以编辑');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('改过标题的问题：可以编辑');
  await expect(question.getByTestId('edited-at')).toContainText('已编辑 · ');
  await expect(question.getByTestId('edited-at').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  // The answer: edited, then deleted after the confirmation; the count follows.
  const answer = page.locator('#answers article[data-kind="answer"]');
  await answer.getByTestId('owner-edit').click();
  const editor = answer.locator('.rte-content[aria-label="回答内容"]');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('（补充：先学识图）');
  await answer.getByRole('button', { name: '保存' }).click();
  await expect(answer).toContainText('自己的回答（补充：先学识图）');
  await expect(answer.getByTestId('edited-at')).toContainText('已编辑');
  await answer.getByTestId('owner-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('删除这条回答？');
  await dialog.getByRole('button', { name: '再想想' }).click();
  await expect(answer).toBeVisible();
  await answer.getByTestId('owner-delete').click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expectToast(page, '回答已删除');
  await expect(page.locator('#answers article[data-kind="answer"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '0 个回答' })).toBeVisible();

  // A comment on the question: edited, then deleted; the 评论 count follows.
  await me.call(postComment, { body: { kind: 1, targetId: questionId, text: '原来的评论' } });
  await page.reload();
  await waitForHydration(page);
  await question.getByRole('button', { name: /^评论 1$/ }).click();
  const comment = page.locator('.cm-ct-comment').filter({ hasText: '原来的评论' });
  await comment.getByTestId('owner-edit').click();
  const box = page.getByRole('textbox', { name: '编辑评论' });
  await box.fill('改过的评论 <b>不是粗体</b>');
  await page.getByRole('button', { name: '保存' }).click();
  const edited = page.locator('.cm-ct-comment').filter({ hasText: '改过的评论 <b>不是粗体</b>' });
  await expect(edited.getByTestId('edited-at')).toContainText('已编辑');
  await edited.getByTestId('owner-delete').click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expectToast(page, '评论已删除');
  await expect(page.locator('.cm-ct-comment')).toHaveCount(0);
  await expect(question.getByRole('button', { name: /^评论 0$/ })).toBeVisible();

  // The question itself, now without answers: deleted, and the page goes back to the community.
  await question.getByTestId('owner-delete').click();
  await expect(dialog).toContainText('悬赏会退回');
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await open(page, `/community/question/${questionId}`);
  await expect(page.getByRole('heading', { name: '内容已被删除' })).toBeVisible();

  // An idea: edited (the images stay), then deleted.
  const pin = await me.call(postPin, { body: { text: '原来的想法', images: [] } });
  await open(page, `/community/pin/${pin.id}`);
  await page.getByTestId('owner-edit').click();
  await page.getByRole('textbox', { name: '编辑想法' }).fill('改过的想法 😀');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('article').first()).toContainText('改过的想法 😀');
  await expect(page.getByTestId('edited-at')).toContainText('已编辑');
  await page.getByTestId('owner-delete').first().click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(/\/community$/);
  // The deleted question's page is answered 410 Gone on purpose.
  expect(problems.list().filter((problem) => !problem.includes('status of 410'))).toEqual([]);
});

test('an image in an answer: uploaded from the editor with its description, shown sized, lazy and described', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { id: questionId } = await ask(contractClient(page.request), `接线图怎么看${Date.now() % 10_000}`);
  await open(page, `/community/question/${questionId}`);
  const composer = page.getByRole('form', { name: '写回答' });
  await composer.locator('.rte-content').click();
  await page.keyboard.type('看这张图：');
  await composer.getByRole('button', { name: '插入图片' }).click();
  const box = composer.getByRole('group', { name: '插入图片' });
  await box.getByLabel('图片', { exact: true }).setInputFiles({
    name: 'wiring.png',
    mimeType: 'image/png',
    buffer: png(320, 200, (x) => [x % 255, 120, 200]),
  });
  await box.getByLabel('图片说明').fill('配电箱接线示意图');
  await box.getByRole('button', { name: '插入' }).click();
  await expect(composer.locator('.rte-content img[alt="配电箱接线示意图"]')).toBeVisible();
  await composer.getByRole('button', { name: '发布回答' }).click();
  await expectToast(page, '回答已发布');
  const image = page.locator('#answers article[data-kind="answer"] img.rt-image');
  await expect(image).toHaveAttribute('alt', '配电箱接线示意图');
  await expect(image).toHaveAttribute('width', '320');
  await expect(image).toHaveAttribute('height', '200');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('src', /^\/api\/community\/image\//);
  // A file that is not an image is refused in Chinese, and the box stays.
  await composer.getByRole('button', { name: '插入图片' }).click();
  await box.getByLabel('图片', { exact: true }).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('不是图片') });
  await box.getByRole('button', { name: '插入' }).click();
  await expect(box.getByRole('alert')).toHaveText('只能上传 PNG、JPG、GIF 或 WebP 图片');
});

test('@ suggestions: chosen by keyboard in a comment box and in the editor, the people I follow first; each @ is a message', async ({
  page,
  baseURL,
}) => {
  await signInAsNewLearner(page.request);
  const me = contractClient(page.request);
  const friend = await otherLearner(baseURL);
  try {
    await me.call(followUser, { body: { userId: friend.id, action: 1 } });
    const pin = await me.call(postPin, { body: { text: '@ 提示测试', images: [] } });
    await open(page, `/community/pin/${pin.id}`);
    const box = page.locator('#comment-composer-4-' + pin.id);
    await box.click();
    await page.keyboard.type('请看 @学员');
    const listbox = page.getByRole('listbox', { name: '选择要 @ 的成员' });
    await expect(listbox).toBeVisible();
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText(friend.nickname);
    await expect(first).toContainText('已关注');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue(`请看 @${friend.nickname} `);
    await page.keyboard.type('一起学');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.locator('.cm-ct-comment').filter({ hasText: '一起学' })).toBeVisible();

    // The editor of an answer: the same list, the chosen member becomes a mention.
    const { id: questionId } = await ask(me, `提到朋友的问题${Date.now() % 10_000}`);
    await open(page, `/community/question/${questionId}`);
    await page.locator('.rte-content[aria-label="回答内容"]').click();
    await page.keyboard.type('问问 @学员');
    await expect(listbox.getByRole('option').first()).toContainText(friend.nickname);
    await page.keyboard.press('Enter');
    await page.keyboard.type('怎么看');
    await page.getByRole('button', { name: '发布回答' }).click();
    await expect(page.locator('#answers a.rt-mention')).toHaveText(`@${friend.nickname}`);

    await expect.poll(async () => (await friend.messages(MessageType.MENTION)).length).toBe(2);
  } finally {
    await friend.dispose();
  }
});

test('采纳 asks first and tells the answerer (回答被采纳, 回答我的)', async ({ page, baseURL }) => {
  await signInAsNewLearner(page.request);
  const { id: questionId } = await ask(contractClient(page.request), `采纳前要确认吗${Date.now() % 10_000}`);
  const answerer = await otherLearner(baseURL);
  try {
    const answer = await answerer.client.call(answerQuestion, { params: { id: questionId }, body: { body: richDocFromText('要确认') } });
    await open(page, `/community/question/${questionId}`);
    const item = page.locator(`article[data-kind="answer"][data-id="${answer.id}"]`);
    await item.getByRole('button', { name: '采纳' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('采纳后不能更改');
    await dialog.getByRole('button', { name: '再想想' }).click();
    await expect(item.getByText('✓ 提问者采纳')).toHaveCount(0);
    await item.getByRole('button', { name: '采纳' }).click();
    await dialog.getByRole('button', { name: '采纳' }).click();
    await expectToast(page, '已采纳这个回答');
    await expect(item.getByText('✓ 提问者采纳')).toBeVisible();
    await expect(item.getByRole('button', { name: '采纳' })).toHaveCount(0);

    const notices = await answerer.messages(MessageType.ANSWER_ACCEPTED);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.action).toBe('采纳了你的回答');
    expect(notices[0]!.link).toBe(`/community/question/${questionId}/answer/${answer.id}`);
  } finally {
    await answerer.dispose();
  }
});

test('like → unlike → like leaves the author one message', async ({ page, baseURL }) => {
  await signInAsNewLearner(page.request);
  const author = await otherLearner(baseURL);
  try {
    const pin = await author.client.call(postPin, { body: { text: '点赞只通知一次', images: [] } });
    await open(page, `/community/pin/${pin.id}`);
    const like = page.locator('article').first().getByRole('button', { name: /点赞/ });
    for (const pressed of ['true', 'false', 'true']) {
      const answered = page.waitForResponse(isResponseTo(reactToContent));
      await like.click();
      await answered;
      await expect(like).toHaveAttribute('aria-pressed', pressed);
    }
    expect(await author.messages(MessageType.LIKE_IDEA)).toHaveLength(1);
  } finally {
    await author.dispose();
  }
});

test('following sends 新粉丝 once, shown in 系统通知 with the follower’s profile', async ({ page, baseURL }) => {
  await signInAsNewLearner(page.request);
  const star = await otherLearner(baseURL);
  try {
    await open(page, `/user/${star.id}`);
    // Its name is 关注, 已关注 or (hovered, as after a click) 取消关注.
    const follow = page.getByRole('main').getByRole('button', { name: /^(关注|已关注|取消关注)$/ });
    for (const pressed of ['true', 'false', 'true']) {
      const answered = page.waitForResponse(isResponseTo(followUser));
      await follow.click();
      await answered;
      await expect(follow).toHaveAttribute('aria-pressed', pressed);
    }
    const notices = await star.messages(MessageType.NEW_FOLLOWER);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.action).toBe('关注了你');
  } finally {
    await star.dispose();
  }
});

test('新粉丝 and 回答被采纳 read well in the message centre', async ({ page, baseURL }) => {
  const me = await signInAsNewLearner(page.request);
  const fan = await otherLearner(baseURL);
  try {
    await fan.client.call(followUser, { body: { userId: me.id, action: 1 } });
    const { id: questionId } = await ask(fan.client, `消息中心的采纳通知${Date.now() % 10_000}`);
    const answer = await contractClient(page.request).call(answerQuestion, {
      params: { id: questionId },
      body: { body: richDocFromText('这样做') },
    });
    await fan.client.call(acceptAnswer, {
      params: { id: questionId },
      body: { answerId: answer.id },
    });
    await open(page, '/message/system');
    const follower = page.locator(`[data-testid="message-item"][data-type="${MessageType.NEW_FOLLOWER}"]`);
    await expect(follower).toContainText(`${fan.nickname}关注了你`);
    await expect(follower.getByRole('link', { name: '查看主页' })).toHaveAttribute('href', `/user/${fan.id}`);
    await open(page, '/message/answer');
    const accepted = page.locator(`[data-testid="message-item"][data-type="${MessageType.ANSWER_ACCEPTED}"]`);
    await expect(accepted).toContainText('采纳了你的回答');
    await expect(accepted.getByRole('link', { name: '查看回答' })).toHaveAttribute(
      'href',
      `/community/question/${questionId}/answer/${answer.id}`,
    );
  } finally {
    await fan.dispose();
  }
});

test('推荐 does not open with several answers to one question', async ({ page, baseURL }) => {
  const asker = await otherLearner(baseURL);
  const writers = [await otherLearner(baseURL), await otherLearner(baseURL), await otherLearner(baseURL)];
  try {
    const { id: questionId } = await ask(asker.client, `三个人同时回答的问题${Date.now() % 10_000}`);
    for (const writer of writers)
      await writer.client.call(answerQuestion, { params: { id: questionId }, body: { body: richDocFromText(`回答 ${writer.id}`) } });
    await open(page, '/community');
    const cards = page.locator('article.cm-fc-card');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((articles) =>
      articles.slice(0, 12).map((article) => article.querySelector('a[href^="/community/question/"]')?.getAttribute('href') ?? ''),
    );
    const about = hrefs.filter(
      (href) => href === `/community/question/${questionId}` || href.startsWith(`/community/question/${questionId}/`),
    );
    expect(about.length).toBeLessThanOrEqual(1);
    // Each question appears once on the first screen.
    const questions = hrefs.map((href) => /^\/community\/question\/(\d+)/.exec(href)?.[1]).filter(Boolean);
    expect(new Set(questions).size).toBe(questions.length);
  } finally {
    for (const learner of [asker, ...writers]) await learner.dispose();
  }
});

test('axe, light and dark: the author’s question page with the edit form, the @ list and the delete confirmation', async ({
  page,
  baseURL,
}) => {
  await signInAsNewLearner(page.request);
  const me = contractClient(page.request);
  const friend = await otherLearner(baseURL);
  try {
    await me.call(followUser, { body: { userId: friend.id, action: 1 } });
    const { id: questionId } = await ask(me, `无障碍检查的问题${Date.now() % 10_000}`);
    await me.call(answerQuestion, { params: { id: questionId }, body: { body: richDocFromText('自己的回答') } });
    await open(page, `/community/question/${questionId}`);
    await page.locator('article[data-kind="question"]').getByTestId('owner-edit').click();
    await expect(page.getByRole('form', { name: '编辑问题' }).locator('.rte-content')).toBeVisible();
    await page.locator('.rte-content[aria-label="回答内容"]').click();
    await page.keyboard.type('@学员');
    await expect(page.getByRole('listbox', { name: '选择要 @ 的成员' })).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'question page, author, editing, @ list open');
    await page.keyboard.press('Escape');
    await page.locator('#answers article[data-kind="answer"]').getByTestId('owner-delete').click();
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'question page, delete confirmation');
  } finally {
    await friend.dispose();
  }
});

test('a lesson question says where it comes from and links to that moment; with answers its 删除 says why not; feed cards show 课程答疑 and 已编辑 @mobile', async ({
  page,
  baseURL,
}) => {
  await signInAsNewLearner(page.request);
  const me = contractClient(page.request);
  const list = await me.call(listCourses, { query: { price: 'paid', size: 5 } });
  const info = await me.call(getPlayInfo, { params: { id: list.list[0]!.id } });
  const lessons = info.chapters.flatMap((chapter) => chapter.lessons);
  const preview = lessons.find((lesson) => lesson.playable && lesson.kind === 1)!;
  const asked = await me.call(askLessonQuestion, {
    params: { id: info.course.id },
    body: {
      lessonId: preview.id,
      seconds: 3,
      title: '这一步为什么要先断电？',
      body: richDocFromText('请教'),
      requestKey: `e2e-${Date.now()}`,
    },
  });
  const other = await otherLearner(baseURL);
  await other.client.call(answerQuestion, { params: { id: asked.id }, body: { body: richDocFromText('为了安全，先断电再验电') } });
  await me.call(editQuestion, {
    params: { id: asked.id },
    body: { title: '这一步为什么一定要先断电？', body: richDocFromText('请教大家'), tags: [] },
  });
  await other.dispose();

  await open(page, `/community/question/${asked.id}`);
  const from = page.getByTestId('question-from-lesson');
  await expect(from).toHaveText(`来自课程《${info.course.title}》第 ${lessons.indexOf(preview) + 1} 节 · 00:03`);
  await expect(from.getByRole('link')).toHaveAttribute(
    'href',
    `/course/${info.course.id}/play?lesson=${preview.id}&t=3&question=${asked.id}`,
  );
  const question = page.locator('article[data-kind="question"]');
  await expect(question.getByTestId('owner-delete')).toBeDisabled();
  await expect(question.getByTestId('owner-delete-refusal')).toHaveText('已有回答，不能删除');

  await open(page, '/community?tab=question');
  const card = page.locator(`article[data-kind="question"][data-id="${asked.id}"]`);
  await expect(card.getByTestId('feed-lesson-question')).toHaveText(`课程答疑 · 《${info.course.title}》`);
  await expect(card.getByTestId('edited-at')).toContainText('已编辑 · ');

  await open(page, `/community/question/${asked.id}`);
  await page.getByTestId('question-from-lesson').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/course/${info.course.id}/play\\?lesson=${preview.id}&t=3&question=${asked.id}$`));
});
