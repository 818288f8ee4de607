import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { toast } from '@client/components/toast/toast-store';
import { afterInvoiceChange } from './get-invoices';

/**
 * Saving one entry of the invoice book (a title, an address) from its dialog: create or update,
 * then the lists that show it are refreshed, the toast says which, and the dialog closes. Refused,
 * the dialog stays with everything typed and the toast says why.
 */
export function useBookEntrySave<TValues, TSaved>({
  save,
  message,
  onSaved,
  onClose,
}: {
  save: (values: TValues) => Promise<TSaved>;
  /** The toast after an update (`saved`) or a creation (`added`): the caller knows which this dialog is. */
  message: string;
  onSaved?: (saved: TSaved) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      await afterInvoiceChange(queryClient);
      toast.success(message);
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
