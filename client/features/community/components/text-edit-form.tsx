/**
 * Editing one's own comment or idea in place: the comment box with the text as it stands, saved
 * through PUT (owner-edits.ts). Loaded with the first click on 编辑. A refusal is the server's
 * message in a toast and the text stays for another try.
 */
import { errorMessage } from '@shared/api/api-client';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { PIN_TEXT_LIMITS, useEditContent } from '../owner-edits';
import { CommentComposer } from './comment-composer';

interface TextEditFormProps {
  target: { kind: 3; id: number } | { kind: 4; id: number; images: string[] };
  text: string;
  label: string;
  onDone: () => void;
}

export function TextEditForm({ target, text, label, onDone }: TextEditFormProps) {
  const edit = useEditContent();
  return (
    <CommentComposer
      compact={target.kind === 3}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the edit box the author just opened with 编辑
      autoFocus
      initialText={text}
      placeholder={label}
      submitLabel="保存"
      {...(target.kind === 4 ? { limits: PIN_TEXT_LIMITS } : {})}
      onSubmit={async (value) => {
        try {
          await edit.mutateAsync(
            target.kind === 3 ? { kind: 3, id: target.id, text: value } : { kind: 4, id: target.id, text: value, images: target.images },
          );
        } catch (error) {
          if (!isSignedOutError(error)) toast.error(errorMessage(error, '保存失败，请稍后重试'));
          throw error;
        }
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
