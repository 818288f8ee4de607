import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentHead } from '@client/lib/route-meta';
import { applyForcedColorMode } from '@client/components/color-mode/color-mode';

/** The server writes <title> into the head; after client navigations this keeps it (and forced mode) in step. */
export function DocumentTitle({ errorStatus }: { errorStatus?: number }) {
  const matches = useMatches();
  const head = documentHead(matches, errorStatus);
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    applyForcedColorMode(head.colorMode);
  }, [head.title, head.description, head.colorMode]);
  return null;
}
