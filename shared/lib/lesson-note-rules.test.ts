import { describe, expect, it } from 'vitest';
import { checkNoteContent, NOTE_MAX_CHARS, notePosition } from './lesson-note-rules';

describe('a note on a lesson', () => {
  it('needs some text, at most 500 characters once trimmed; an emoji counts one', () => {
    expect(checkNoteContent('')).toBe('请输入笔记内容');
    expect(checkNoteContent('   \n ')).toBe('请输入笔记内容');
    expect(checkNoteContent('记')).toBe(true);
    expect(checkNoteContent(`  ${'字'.repeat(NOTE_MAX_CHARS)}  `)).toBe(true);
    expect(checkNoteContent('字'.repeat(NOTE_MAX_CHARS + 1))).toBe('笔记不能超过 500 个字');
    expect(checkNoteContent('👍'.repeat(NOTE_MAX_CHARS))).toBe(true);
    expect(checkNoteContent('👍'.repeat(NOTE_MAX_CHARS + 1))).toBe('笔记不能超过 500 个字');
    // Markup is text like any other (it is shown as text).
    expect(checkNoteContent('<script>alert(1)</script>')).toBe(true);
  });

  it('is taken at a moment to a tenth of a second, never before the start', () => {
    expect(notePosition(6.04)).toBe(6);
    expect(notePosition(6.06)).toBe(6.1);
    expect(notePosition(-1)).toBe(0);
  });
});
