import type { NewsBlock } from '@shared/schemas/news';
import styles from './article-body.module.css';

/** A story's body from structured blocks: subheadings and paragraphs, text only (never markup). */
export function ArticleBody({ blocks }: { blocks: readonly NewsBlock[] }) {
  return (
    <div className={styles.body} data-testid="article-body">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className={styles.heading}>
            {block.text}
          </h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
