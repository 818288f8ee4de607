import type { RichDoc } from '@shared/lib/rich-text';

const text = (value: string) => ({ type: 'text' as const, text: value });
const paragraph = (value: string) => ({ type: 'paragraph' as const, content: [text(value)] });
const bullets = (items: readonly string[]) => ({
  type: 'bulletList' as const,
  content: items.map((item) => ({ type: 'listItem' as const, content: [paragraph(item)] })),
});

/**
 * A reading lesson's text (图文): a short study sheet on the chapter's topic, as the rich-text
 * document the player renders (shared/lib/rich-text.ts). Built from the names, never from faker, so
 * adding it moved no other seed.
 */
export function readingDocOf(courseTitle: string, chapterTitle: string, lessonTitle: string): RichDoc {
  const topic = chapterTitle.replace(/^第\d+章\s*/, '');
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(lessonTitle)] },
      paragraph(`本节是《${courseTitle}》“${topic}”一章的图文讲义，建议先通读一遍，再对照视频课时练习。`),
      { type: 'heading', attrs: { level: 3 }, content: [text('学习要点')] },
      bullets([`理解${topic}的基本概念与适用场景`, '熟悉相关的安全操作规程与个人防护要求', '掌握常见问题的判断方法与处理顺序']),
      { type: 'heading', attrs: { level: 3 }, content: [text('操作步骤')] },
      {
        type: 'orderedList',
        content: ['作业前检查工具、材料与防护用品', '按规程逐步操作，每一步完成后自检', '作业结束后清理现场并记录结果'].map((item) => ({
          type: 'listItem' as const,
          content: [paragraph(item)],
        })),
      },
      {
        type: 'blockquote',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '提示：', marks: [{ type: 'bold' }] },
              text('本课时附有检查清单，可在“课时资料”中下载打印，实训时逐项核对。'),
            ],
          },
        ],
      },
    ],
  };
}
