/**
 * The Tiptap editor of questions and answers, in a chunk of its own: only the ask page and the
 * answer box load it (rich-text-field.tsx), after their first render. It edits exactly the document
 * subset of shared/lib/rich-text.ts — paragraphs, 二/三级标题, quotes, code, lists, bold / italic /
 * strike / code marks, http(s) links, @ mentions (suggested as one types: use-mention-picker.ts)
 * and uploaded images with a description (editor-image.tsx) — and hands back that document on every change.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import Mention from '@tiptap/extension-mention';
import { safeHttpUrl, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import type { MentionSuggestion } from '@shared/schemas/community';
import { useMentionPicker } from '../../use-mention-picker';
import { MentionListbox } from '../../components/mention-listbox';
import { EditorImage, ImageInsertBox } from './editor-image';
import './rich-text-editor.css';

/** What the @ suggestion plugin reports while a mention is being typed (null: none). */
type MentionTyping = { query: string; choose: (person: MentionSuggestion) => void } | null;

export interface RichTextEditorProps {
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  placeholder: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}

type ToolName = 'bold' | 'italic' | 'strike' | 'code' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock';

const TOOLS: { name: ToolName; label: string; glyph: string; run: (editor: Editor) => void; active: (editor: Editor) => boolean }[] = [
  { name: 'bold', label: '加粗', glyph: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { name: 'italic', label: '斜体', glyph: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { name: 'strike', label: '删除线', glyph: 'S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { name: 'code', label: '行内代码', glyph: '</>', run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  {
    name: 'h2',
    label: '二级标题',
    glyph: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    name: 'h3',
    label: '三级标题',
    glyph: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    name: 'bulletList',
    label: '无序列表',
    glyph: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'orderedList',
    label: '有序列表',
    glyph: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    name: 'blockquote',
    label: '引用',
    glyph: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    name: 'codeBlock',
    label: '代码块',
    glyph: '{ }',
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
    active: (e) => e.isActive('codeBlock'),
  },
];

export function RichTextEditor({ value, onChange, placeholder, label, invalid, describedBy, autoFocus }: RichTextEditorProps) {
  const [typing, setTyping] = useState<MentionTyping>(null);
  const picker = useMentionPicker(typing?.query ?? null, (person) => typing?.choose(person));
  // The suggestion plugin is configured once; it reaches the current picker through this ref.
  const keys = useRef(picker.onKeyDown);
  keys.current = picker.onKeyDown;
  const activeOption = picker.open ? picker.optionId(picker.active) : null;
  const editor = useEditor({
    immediatelyRender: false,
    // Tiptap's base styles come from rich-text-editor.css: an injected <style> breaks the CSP.
    injectCSS: false,
    autofocus: autoFocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => safeHttpUrl(url) !== null,
          HTMLAttributes: { rel: 'nofollow ugc noopener', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder }),
      EditorImage,
      Mention.configure({
        HTMLAttributes: { class: 'rt-mention' },
        suggestion: {
          char: '@',
          items: () => [],
          render: () => {
            const report = (props: { query: string; command: (attrs: { id: string; label: string }) => void }) =>
              setTyping({
                query: props.query,
                choose: (person) => props.command({ id: String(person.id), label: person.nickname }),
              });
            return {
              onStart: report,
              onUpdate: report,
              onKeyDown: ({ event }) => keys.current(event),
              onExit: () => setTyping(null),
            };
          },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rte-content rt-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    // Only the document subset leaves the editor (pasted HTML brings nothing else).
    onUpdate: ({ editor: current }) => onChange(sanitizeRichDoc(current.getJSON()) ?? { type: 'doc', content: [] }),
  });

  // The draft restored or cleared from outside (a reset after sending): the editor follows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = JSON.stringify(sanitizeRichDoc(editor.getJSON()));
    if (current !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          class: 'rte-content rt-body',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-autocomplete': 'list',
          ...(activeOption ? { 'aria-controls': picker.listboxId, 'aria-activedescendant': activeOption } : {}),
        },
      },
    });
  }, [editor, invalid, label, describedBy, activeOption, picker.listboxId]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? Object.fromEntries(TOOLS.map((tool) => [tool.name, tool.active(current)])) : {}),
  }) as Partial<Record<ToolName, boolean>> | null;

  const [linking, setLinking] = useState<string | null>(null);
  const [imaging, setImaging] = useState(false);
  const [linkError, setLinkError] = useState('');
  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (!editor || linking === null) return;
    if (!linking.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinking(null);
      return;
    }
    const href = safeHttpUrl(/^https?:\/\//i.test(linking.trim()) ? linking.trim() : `https://${linking.trim()}`);
    if (!href) return setLinkError('请输入以 http:// 或 https:// 开头的网址');
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
    setLinkError('');
  };

  return (
    <div className={`rte ${invalid ? 'rte-invalid' : ''}`}>
      <div className="rte-toolbar" role="toolbar" aria-label="格式">
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={`rte-tool rte-tool-${tool.name}`}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active?.[tool.name] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.glyph}
          </button>
        ))}
        <button
          type="button"
          className="rte-tool"
          aria-label="插入图片"
          title="插入图片"
          aria-expanded={imaging}
          disabled={!editor}
          onClick={() => setImaging((open) => !open)}
        >
          图片
        </button>
        <button
          type="button"
          className="rte-tool"
          aria-label="链接"
          title="链接"
          disabled={!editor}
          onClick={() => setLinking(editor?.getAttributes('link').href ?? '')}
        >
          链接
        </button>
      </div>
      {linking !== null ? (
        <div className="rte-link" role="group" aria-label="插入链接">
          <input
            type="url"
            inputMode="url"
            aria-label="链接地址"
            placeholder="https://"
            value={linking}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the link box the 链接 button just opened
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') setLinking(null);
            }}
          />
          <button type="button" className="btn btn-primary btn-sm" onClick={applyLink}>
            确定
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLinking(null)}>
            取消
          </button>
          {linkError ? <span role="alert">{linkError}</span> : null}
        </div>
      ) : null}
      {imaging && editor ? (
        <ImageInsertBox
          onInsert={(image) => {
            editor.chain().focus().insertContent({ type: 'image', attrs: image }).run();
            setImaging(false);
          }}
          onCancel={() => setImaging(false)}
        />
      ) : null}
      <EditorContent editor={editor} />
      {picker.open ? (
        <MentionListbox
          id={picker.listboxId}
          people={picker.people}
          active={picker.active}
          optionId={picker.optionId}
          onChoose={picker.choose}
          onHover={picker.setActive}
        />
      ) : null}
    </div>
  );
}
