import type { Home } from '@shared/schemas/home';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './profession-chips.module.css';

/** Hot professions as chips linking to /profession/{id} (one pre-rendered chunk; links are plain). */
export function ProfessionChips({ professions }: { professions: Home['professions'] | undefined }) {
  const markup =
    professions &&
    html`<ul class="${styles.chips}">${professions.map(
      (profession) =>
        html`<li><a href="/profession/${profession.id}" class="${styles.chip}"><span class="${styles.name}">${profession.name}</span><span class="${styles.count}">${profession.courseCount} 门课</span></a></li>`,
    )}</ul>`;
  return <HtmlBlock markup={markup} />;
}
