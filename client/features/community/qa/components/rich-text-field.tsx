/**
 * A rich-text field: a plain textarea at first (server-rendered, usable at once), replaced by the
 * Tiptap editor as soon as its chunk arrives — the editor never weighs on the page's first load.
 * Text typed meanwhile is kept (one paragraph per line).
 */
import { useCallback, useMemo } from 'react';
import { richDocFromText, richDocText, type RichDoc } from '@shared/lib/rich-text';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { RichTextEditorProps } from './rich-text-editor';
import './rich-text-field.css';

const loadEditor = () => import('./rich-text-editor');

export function RichTextField(props: RichTextEditorProps & { id?: string; rows?: number }) {
  const { value, onChange, placeholder, label, invalid, describedBy, id, rows = 8 } = props;
  const editor = useLoadedModule(loadEditor, true);
  const text = useMemo(() => richDocText(value), [value]);
  const onText = useCallback((next: string) => onChange(richDocFromText(next)), [onChange]);
  if (editor) return <editor.RichTextEditor {...props} />;
  return (
    <textarea
      id={id}
      className="rte-fallback"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      placeholder={placeholder}
      rows={rows}
      value={text}
      onChange={(event) => onText(event.target.value)}
    />
  );
}

/** An empty document (a paragraph to type in). */
export const EMPTY_DOC: RichDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
