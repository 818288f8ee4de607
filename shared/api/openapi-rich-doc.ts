/**
 * The JSON Schema of a rich-text document (shared/lib/rich-text.ts), written out for the OpenAPI
 * document: the contract checks it with a zod `custom` (the sanitiser), which JSON Schema cannot
 * express, so the published shape is declared here from the types it mirrors.
 */

const text = { type: 'object', required: ['type', 'text'], properties: { type: { const: 'text' }, text: { type: 'string' } } };

const mark = {
  oneOf: [
    ...['bold', 'italic', 'strike', 'code'].map((name) => ({
      type: 'object',
      required: ['type'],
      properties: { type: { const: name } },
    })),
    {
      type: 'object',
      required: ['type', 'attrs'],
      properties: {
        type: { const: 'link' },
        attrs: { type: 'object', required: ['href'], properties: { href: { type: 'string', description: '只保留 http(s) 地址' } } },
      },
    },
  ],
};

const inline = {
  oneOf: [
    { ...text, properties: { ...text.properties, marks: { type: 'array', items: mark } } },
    { type: 'object', required: ['type'], properties: { type: { const: 'hardBreak' } } },
    {
      type: 'object',
      required: ['type', 'attrs'],
      properties: {
        type: { const: 'mention' },
        attrs: { type: 'object', required: ['id', 'label'], properties: { id: { type: 'integer' }, label: { type: 'string' } } },
      },
    },
  ],
};

const inlineContent = { type: 'array', items: inline };
const blocks = { type: 'array', items: { $ref: '#/components/schemas/RichBlock' } };
const listItems = {
  type: 'array',
  items: { type: 'object', required: ['type', 'content'], properties: { type: { const: 'listItem' }, content: blocks } },
};
const block = (name: string, properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  required: ['type', ...required],
  properties: { type: { const: name }, ...properties },
});

/** Component schemas: RichDoc (the document) and RichBlock (recursive: quotes and lists hold blocks). */
export const richDocComponents = {
  RichDoc: {
    type: 'object',
    description: '富文本文档（Tiptap / ProseMirror JSON 的子集，见 shared/lib/rich-text.ts）：服务端只保留此处允许的节点，绝不接受 HTML',
    required: ['type', 'content'],
    properties: { type: { const: 'doc' }, content: blocks },
  },
  RichBlock: {
    oneOf: [
      block('paragraph', { content: inlineContent }),
      block('heading', { attrs: { type: 'object', properties: { level: { enum: [2, 3] } } }, content: inlineContent }, ['attrs']),
      block('blockquote', { content: blocks }, ['content']),
      block('codeBlock', { content: { type: 'array', items: text } }),
      block('bulletList', { content: listItems }, ['content']),
      block('orderedList', { content: listItems }, ['content']),
      block(
        'image',
        {
          attrs: {
            type: 'object',
            required: ['src', 'alt', 'width', 'height'],
            properties: {
              src: { type: 'string', description: '社区上传图片的地址（/api/community/image/…）' },
              alt: { type: 'string' },
              width: { type: 'integer' },
              height: { type: 'integer' },
            },
          },
        },
        ['attrs'],
      ),
    ],
  },
} as const;
