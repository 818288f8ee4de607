import { useSyncExternalStore } from 'react';
import type { ColorModePreference } from '@client/lib/route-meta';

export const COLOR_MODE_STORAGE_KEY = 'color_mode';
export type ResolvedColorMode = 'light' | 'dark';

/**
 * Runs inline in <head> before first paint (no flash): resolves forced mode → stored preference →
 * system and sets data-theme on <html>. Kept tiny and dependency-free; the nonce lets CSP allow it.
 */
export const colorModeBootScript = `(function(){try{var d=document.documentElement,k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)},p=localStorage.getItem(k);if(p!=='light'&&p!=='dark')p='system';var f=d.getAttribute('data-forced-theme');var r=f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p);d.setAttribute('data-theme',r);d.setAttribute('data-color-preference',p);d.style.colorScheme=r}catch(e){}})()`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readPreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): ResolvedColorMode {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies forced mode → preference → system to <html>; safe to call any time in the browser. */
export function applyColorMode(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const preference = readPreference();
  const forced = root.getAttribute('data-forced-theme') as ResolvedColorMode | null;
  const resolved = forced ?? (preference === 'system' ? systemMode() : preference);
  root.setAttribute('data-theme', resolved);
  root.setAttribute('data-color-preference', preference);
  root.style.colorScheme = resolved;
  notify();
}

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  applyColorMode();
}

/** Page-level forced mode (e.g. the dark players), set on client navigation. */
export function applyForcedColorMode(mode: ResolvedColorMode | undefined): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if ((root.getAttribute('data-forced-theme') ?? undefined) === mode) return;
  if (mode) root.setAttribute('data-forced-theme', mode);
  else root.removeAttribute('data-forced-theme');
  applyColorMode();
}

let watchingSystem = false;
/**
 * Applies the mode now and follows the system scheme and other tabs' choice from then on. The client
 * entry calls it before hydrating, so a change while the page's routes still load is not missed.
 */
export function followColorMode(): void {
  applyColorMode();
  if (watchingSystem || typeof window === 'undefined') return;
  watchingSystem = true;
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyColorMode);
  window.addEventListener('storage', (event) => event.key === COLOR_MODE_STORAGE_KEY && applyColorMode());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): { preference: ColorModePreference; resolved: ResolvedColorMode; forced: boolean } {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const root = document.documentElement;
      return `${root.getAttribute('data-color-preference') ?? 'system'}|${root.getAttribute('data-theme') ?? 'light'}|${root.hasAttribute('data-forced-theme')}`;
    },
    () => 'system|light|false',
  );
  const [preference, resolved, forced] = snapshot.split('|');
  return { preference: preference as ColorModePreference, resolved: resolved as ResolvedColorMode, forced: forced === 'true' };
}
