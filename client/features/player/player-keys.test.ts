import { describe, expect, it } from 'vitest';
import { isNoteKey, playerKeyAction } from './player-keys';

/** A stand-in for a focused element: its tag, type and the selectors it sits inside. */
const element = (tagName: string, inside: string[] = [], type?: string) => ({
  tagName,
  type,
  closest: (selector: string) => (selector.split(',').some((part) => inside.includes(part.trim())) ? {} : null),
});

describe('playerKeyAction', () => {
  it.each([
    [' ', 'toggle-play'],
    ['k', 'toggle-play'],
    ['K', 'toggle-play'],
    ['ArrowLeft', 'seek-back'],
    ['ArrowRight', 'seek-forward'],
    ['ArrowUp', 'volume-up'],
    ['ArrowDown', 'volume-down'],
    ['f', 'fullscreen'],
    ['m', 'mute'],
    ['c', 'captions'],
    ['x', undefined],
    ['Enter', undefined],
  ])('%j on the page → %s', (key, expected) => {
    expect(playerKeyAction({ key, target: element('BODY') })).toBe(expected);
  });

  it('leaves keys with a modifier alone (copy, reload, browser shortcuts)', () => {
    expect(playerKeyAction({ key: 'c', ctrlKey: true, target: null })).toBeUndefined();
    expect(playerKeyAction({ key: 'f', metaKey: true, target: null })).toBeUndefined();
    expect(playerKeyAction({ key: 'k', altKey: true, target: null })).toBeUndefined();
  });

  it('leaves typing fields, menus, dialogs and the volume slider to themselves', () => {
    expect(playerKeyAction({ key: 'k', target: element('INPUT', [], 'search') })).toBeUndefined();
    expect(playerKeyAction({ key: 'm', target: element('TEXTAREA', ['textarea']) })).toBeUndefined();
    expect(playerKeyAction({ key: 'ArrowDown', target: element('DIV', ['[role="menu"]']) })).toBeUndefined();
    expect(playerKeyAction({ key: ' ', target: element('DIV', ['[role="dialog"]']) })).toBeUndefined();
    expect(playerKeyAction({ key: 'ArrowUp', target: element('INPUT', ['[data-player-keys="native"]'], 'range') })).toBeUndefined();
  });

  it('space on a focused button or link activates it instead; other keys still work there', () => {
    expect(playerKeyAction({ key: ' ', target: element('BUTTON', ['button']) })).toBeUndefined();
    expect(playerKeyAction({ key: ' ', target: element('A', ['a[href]']) })).toBeUndefined();
    expect(playerKeyAction({ key: 'k', target: element('BUTTON', ['button']) })).toBe('toggle-play');
    expect(playerKeyAction({ key: 'ArrowRight', target: element('INPUT', [], 'range') })).toBe('seek-forward');
  });
});

describe('isNoteKey: N starts a note, never while typing', () => {
  it('takes n and N without modifiers, on the page or a button', () => {
    expect(isNoteKey({ key: 'n', target: null })).toBe(true);
    expect(isNoteKey({ key: 'N', target: element('BUTTON') })).toBe(true);
    expect(isNoteKey({ key: 'n', ctrlKey: true, target: null })).toBe(false);
    expect(isNoteKey({ key: 'n', metaKey: true, target: null })).toBe(false);
    expect(isNoteKey({ key: 'n', altKey: true, target: null })).toBe(false);
    expect(isNoteKey({ key: 'm', target: null })).toBe(false);
  });

  it('leaves the key to text fields, menus and dialogs', () => {
    expect(isNoteKey({ key: 'n', target: element('TEXTAREA', ['textarea']) })).toBe(false);
    expect(isNoteKey({ key: 'n', target: element('INPUT', [], 'text') })).toBe(false);
    expect(isNoteKey({ key: 'n', target: element('INPUT', [], 'checkbox') })).toBe(false);
    expect(isNoteKey({ key: 'n', target: element('DIV', ['[contenteditable="true"]']) })).toBe(false);
    expect(isNoteKey({ key: 'n', target: element('BUTTON', ['[role="dialog"]']) })).toBe(false);
  });
});
