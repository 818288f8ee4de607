import { createContext, use, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@client/components/use-hydrated';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { useNearView } from '@client/lib/use-near-view';

/**
 * The server's record of the section modules a render used (manifest ids), so the page's head links
 * their CSS (client/entry-server.tsx) — their code is not module-preloaded: it is not first-load code.
 */
export const RenderedSectionModules = createContext<Set<string> | null>(null);

const SERVER_MARKUP = { __html: '' };

/** Where an element sits under `root`: its child index at each level. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let current = element; current !== root && current.parentElement; current = current.parentElement)
    path.unshift([...current.parentElement.children].indexOf(current));
  return path;
}

const elementAt = (root: Element, path: readonly number[]) =>
  path.reduce<Element | undefined>((current, index) => current?.children[index], root);

interface NearViewSectionProps<T> {
  /** The section's module, a dynamic import (a stable function: declared at module level). */
  load: () => Promise<T>;
  /** The module's manifest id (`client/features/…/x.tsx`): the server links its CSS in the head. */
  moduleId: string;
  /** The module on the server (`import.meta.env.SSR ? await load() : undefined` in the caller), which renders it in full. */
  serverModule: T | undefined;
  /** What the section shows (a course and its review query): server markup of another key is never kept. */
  contentKey: string;
  render: (module: T) => ReactNode;
  /** Shown where no server markup stands in (a page reached by a client navigation) until the code arrives. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A below-the-fold section whose code stays out of the page's first load (conventions §1.4) while
 * its content does not: the server renders it in full; the browser hydrates that markup as it
 * stands (an element with dangerouslySetInnerHTML is left as is) and, once the section comes near
 * the viewport (useNearView), loads the code (useLoadedModule) and renders the same content in its
 * place, live. A click on a button of the server's markup loads the code too and is replayed on the
 * same button once live. Reached by a client navigation, there is no server markup: the code loads at once.
 */
export function NearViewSection<T>({
  load,
  moduleId,
  serverModule,
  contentKey,
  render,
  fallback = null,
  className,
}: NearViewSectionProps<T>) {
  use(RenderedSectionModules)?.add(moduleId);
  const hydrated = useHydrated();
  // Only the markup the server sent for this content is kept: mounted after hydration, or showing other content, none is.
  const [serverKey] = useState(() => (hydrated ? null : contentKey));
  const keepServerMarkup = serverKey === contentKey;
  const [ref, near] = useNearView<HTMLDivElement>();
  // A button of the server's markup has no handler yet: its click is held and replayed on the same button once live.
  const heldClick = useRef<number[] | null>(null);
  const [clicked, setClicked] = useState(false);
  const loaded = useLoadedModule(load, near || clicked || !keepServerMarkup, serverModule);
  useEffect(() => {
    const path = heldClick.current;
    heldClick.current = null;
    if (loaded && path && ref.current) (elementAt(ref.current, path) as HTMLElement | undefined)?.click();
  }, [loaded, ref]);
  const holdClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('button');
    if (!button || !event.currentTarget.contains(button)) return;
    heldClick.current = pathFrom(event.currentTarget, button);
    setClicked(true);
  };
  if (loaded)
    return (
      <div key="live" ref={ref} className={className}>
        {render(loaded)}
      </div>
    );
  if (keepServerMarkup)
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the buttons inside take the keyboard themselves
      <div
        key="server"
        ref={ref}
        className={className}
        onClick={holdClick}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  return (
    <div key="live" ref={ref} className={className}>
      {fallback}
    </div>
  );
}
