/**
 * The @ suggestions under a comment box or the rich-text editor: a listbox whose current option the
 * text box names (aria-activedescendant), so typing goes on while ↑ / ↓ move. A click chooses
 * (mousedown keeps the focus in the text box); people one follows carry 已关注.
 */
import type { MentionSuggestion } from '@shared/schemas/community';
import './mention-listbox.css';

interface MentionListboxProps {
  id: string;
  people: MentionSuggestion[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (person: MentionSuggestion) => void;
  onHover: (index: number) => void;
}

export function MentionListbox({ id, people, active, optionId, onChoose, onHover }: MentionListboxProps) {
  return (
    <>
      <ul id={id} role="listbox" aria-label="选择要 @ 的成员" className="cm-ml-list" data-testid="mention-listbox">
        {people.map((person, index) => (
          <li
            key={person.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`cm-ml-option ${index === active ? 'cm-ml-active' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(person);
            }}
            onMouseEnter={() => onHover(index)}
          >
            <img src={person.avatar} alt="" width={24} height={24} className="cm-ml-avatar" loading="lazy" />
            <span className="cm-ml-name">{person.nickname}</span>
            {person.followed ? <span className="cm-ml-tag">已关注</span> : null}
          </li>
        ))}
      </ul>
      <span className="sr-only" role="status">
        {people.length} 位成员可选，上下键选择，回车确认
      </span>
    </>
  );
}
