import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

const request = new Request('http://skill.local/course/x');

describe('routeId', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['9007199254740991', 9007199254740991],
  ])('%s → %i', (value, id) => {
    expect(routeId(value, request)).toBe(id);
  });

  it.each(['abc', '-1', '1.5', '0', '007', '1e3', '9007199254740993', '', undefined])('%s → the 404 page', (value) => {
    let thrown: unknown;
    try {
      routeId(value, request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
