import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { MentionSuggestion } from '@shared/schemas/community';
import { useMentionSuggestions } from './get-mention-suggestions';

/**
 * The keyboard and ARIA state of an @ suggestion list (the listbox pattern with
 * aria-activedescendant: the focus stays in the text box). ↑ / ↓ move, Enter or Tab choose, Escape
 * closes until the next character. `query`: what follows the @ before the caret, or null.
 */
export function useMentionPicker(query: string | null, choose: (person: MentionSuggestion) => void) {
  const people = useMentionSuggestions(query);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const listboxId = useId();
  const open = query !== null && people.length > 0 && dismissed !== query;
  useEffect(() => setActive(0), [query]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const onKeyDown = (event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): boolean => {
    if (!open) return false;
    const last = people.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case 'Enter':
      case 'Tab':
        choose(people[Math.min(active, last)]!);
        break;
      case 'Escape':
        setDismissed(query);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    open,
    people,
    active: Math.min(active, Math.max(0, people.length - 1)),
    setActive,
    listboxId,
    optionId,
    onKeyDown,
    choose,
  };
}
