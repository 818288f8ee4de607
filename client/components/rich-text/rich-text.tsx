/**
 * <RichText doc={…} /> — a question's or an answer's body: the rich-text document of
 * shared/lib/rich-text.ts walked node by node into React elements. Nothing is parsed as HTML and
 * there is no dangerouslySetInnerHTML: a text node is a string React escapes, so `<script>` shows as
 * those characters. The document is sanitised again here (the API may not be ours), so only the
 * allowed nodes, marks and http(s) links ever render; links open in a new tab with
 * rel="nofollow ugc noopener", mentions link to the person's profile.
 */
import { Fragment, type ReactNode } from 'react';
import { sanitizeRichDoc, type RichBlock, type RichDoc, type RichInline, type RichMark } from '@shared/lib/rich-text';
import './rich-text.css';

function withMarks(text: string, marks: readonly RichMark[] | undefined, key: number): ReactNode {
  let node: ReactNode = text;
  for (const mark of marks ?? []) {
    switch (mark.type) {
      case 'bold':
        node = <strong>{node}</strong>;
        break;
      case 'italic':
        node = <em>{node}</em>;
        break;
      case 'strike':
        node = <s>{node}</s>;
        break;
      case 'code':
        node = <code className="rt-code">{node}</code>;
        break;
      case 'link':
        node = (
          <a href={mark.attrs.href} rel="nofollow ugc noopener" target="_blank" className="rt-link">
            {node}
          </a>
        );
        break;
    }
  }
  return <Fragment key={key}>{node}</Fragment>;
}

function inlines(nodes: readonly RichInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'text') return withMarks(node.text, node.marks, index);
    if (node.type === 'hardBreak') return <br key={index} />;
    return (
      <a key={index} href={`/user/${node.attrs.id}`} className="rt-mention">
        @{node.attrs.label}
      </a>
    );
  });
}

function block(node: RichBlock, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{node.content?.length ? inlines(node.content) : <br />}</p>;
    case 'heading':
      // Inside a page whose h1 is the question's title: the document's levels sit below it.
      return node.attrs.level === 2 ? <h2 key={key}>{inlines(node.content)}</h2> : <h3 key={key}>{inlines(node.content)}</h3>;
    case 'blockquote':
      return <blockquote key={key}>{node.content.map(block)}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key} className="rt-pre">
          <code>{(node.content ?? []).map((text) => text.text).join('')}</code>
        </pre>
      );
    case 'image':
      // Sized from the upload's own dimensions (no layout shift), loaded when scrolled near, described by its alt.
      return (
        <img
          key={key}
          className="rt-image"
          src={node.attrs.src}
          alt={node.attrs.alt}
          width={node.attrs.width}
          height={node.attrs.height}
          loading="lazy"
          decoding="async"
        />
      );
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List key={key}>
          {node.content.map((item, index) => (
            <li key={index}>{item.content.map(block)}</li>
          ))}
        </List>
      );
    }
  }
}

export function RichText({ doc, className }: { doc: RichDoc; className?: string }) {
  const safe = sanitizeRichDoc(doc);
  if (!safe) return null;
  return <div className={`rt-body ${className ?? ''}`}>{safe.content.map(block)}</div>;
}
