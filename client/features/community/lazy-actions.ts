/**
 * The action code (use-community-actions.ts and community-cache.ts) kept out of the first load of
 * list pages: fetched once the page is idle, or by the first click. A click made before it arrived
 * runs when it does; a failed download says so and the next click tries again.
 */
import { whenIdleAfterLoad } from '@client/lib/idle-after-load';
import { toast } from '@client/components/toast/toast-store';

type Actions = typeof import('./use-community-actions');

const load = () => import('./use-community-actions');
let warmed = false;

/** Schedules the download for when the page is idle (once per page load). */
export function warmCommunityActions(): void {
  if (warmed) return;
  warmed = true;
  whenIdleAfterLoad(() => void load().catch(() => (warmed = false)));
}

export function withCommunityActions(run: (actions: Actions) => void): void {
  load().then(run, () => toast.error('网络异常，请稍后重试'));
}
