/**
 * The @ suggestions of a plain text box (the comment and idea boxes), loaded once an @ is typed:
 * the list under the box, and the box's keys and ARIA while it is open (↑ / ↓ move, Enter or Tab
 * choose, Escape closes; aria-activedescendant names the current option, the focus stays in the box).
 * The keys are taken in the capture phase, before the box's own handlers (Ctrl+Enter sends).
 */
import { useEffect, type RefObject } from 'react';
import type { MentionSuggestion } from '@shared/schemas/community';
import { useMentionPicker } from '../use-mention-picker';
import { MentionListbox } from './mention-listbox';

interface MentionAssistProps {
  query: string | null;
  input: RefObject<HTMLTextAreaElement | null>;
  onChoose: (person: MentionSuggestion) => void;
}

export function MentionAssist({ query, input, onChoose }: MentionAssistProps) {
  const picker = useMentionPicker(query, onChoose);
  const activeOption = picker.open ? picker.optionId(picker.active) : null;
  const { onKeyDown, listboxId } = picker;

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const keys = (event: KeyboardEvent) => {
      if (onKeyDown(event)) event.stopPropagation();
    };
    box.addEventListener('keydown', keys, true);
    return () => box.removeEventListener('keydown', keys, true);
  }, [input, onKeyDown]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-autocomplete', 'list');
    if (activeOption) {
      box.setAttribute('aria-controls', listboxId);
      box.setAttribute('aria-activedescendant', activeOption);
    } else {
      box.removeAttribute('aria-controls');
      box.removeAttribute('aria-activedescendant');
    }
  }, [input, activeOption, listboxId]);

  return picker.open ? (
    <MentionListbox
      id={picker.listboxId}
      people={picker.people}
      active={picker.active}
      optionId={picker.optionId}
      onChoose={picker.choose}
      onHover={picker.setActive}
    />
  ) : null;
}
