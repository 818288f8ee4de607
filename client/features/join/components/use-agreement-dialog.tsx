import { useCallback, useState } from 'react';
import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadDialog = () => import('./agreement-dialog');

/**
 * 《机构入驻协议》 in a dialog whose code (Radix) and text are fetched on the first open: the landing
 * page stays in its first-load budget. `onAgree`, when given, adds 同意并继续 to the dialog.
 */
export function useAgreementDialog(onAgree?: () => void) {
  const [wanted, setWanted] = useState(0);
  const [open, setOpen] = useState(false);
  const loaded = useLoadedModule(loadDialog, wanted);
  const show = useCallback(() => {
    setWanted((count) => count + 1);
    setOpen(true);
  }, []);
  const warm = useCallback(() => {
    loadDialog().catch(() => undefined);
  }, []);
  const dialog = loaded ? <loaded.AgreementDialog open={open} onClose={() => setOpen(false)} onAgree={onAgree} /> : null;
  return { show, warm, dialog };
}
