import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { pruneRoutes } from './route-pruning';

const table: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'layout',
        children: [
          { id: 'home', index: true },
          { id: 'course-list', path: 'course' },
          { id: 'course-detail', path: 'course/:id' },
          { id: 'news', path: 'news' },
          {
            id: 'message',
            path: 'message',
            children: [
              { id: 'message-index', index: true },
              { id: 'message-reply', path: 'reply' },
            ],
          },
        ],
      },
      { id: 'play', children: [{ id: 'course-play', path: 'course/:id/play' }] },
    ],
  },
];

const ids = (routes: RouteObject[] | undefined, path: string) => matchRoutes(routes ?? [], path)?.map((match) => match.route.id) ?? null;

describe('pruneRoutes', () => {
  it.each([
    ['/', ''],
    ['/course', 'course'],
    ['/course/7', 'course'],
    ['/course/7/play', 'course'],
    ['/message', 'message'],
    ['/message/reply', 'message'],
    ['/news', 'news'],
  ])('matches %s exactly like the full table', (path, segment) => {
    expect(ids(pruneRoutes(table, segment), path)).toEqual(ids(table, path));
  });

  it('keeps only the branches of the segment', () => {
    const pruned = pruneRoutes(table, 'course');
    const found = JSON.stringify(pruned);
    expect(found).toContain('course-detail');
    expect(found).not.toContain('news');
    expect(found).not.toContain('"home"');
  });

  it('matches nothing but the root for an unknown segment, like the full table', () => {
    expect(ids(pruneRoutes(table, 'nope'), '/nope')).toBeNull();
    expect(ids(table, '/nope')).toBeNull();
  });
});
