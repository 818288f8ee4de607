import type { ReactNode } from 'react';
import { generatePath, useMatches, type UIMatch } from 'react-router';
import { metaOf } from '@client/lib/route-meta';
import styles from './page-heading.module.css';

interface Crumb {
  key: string;
  title: string;
  href?: string;
}

/** 首页 / logical parents / nested sections / page; the last crumb is the current page. */
export function breadcrumbOf(matches: readonly Pick<UIMatch, 'id' | 'handle' | 'pathname' | 'params'>[]): Crumb[] {
  const titled = matches.filter((match) => metaOf(match) && match.id !== 'home');
  const last = titled[titled.length - 1];
  const params = (last?.params ?? {}) as Record<string, string>;
  const logical: Crumb[] = (metaOf(last)?.parents ?? []).map(([title, pattern]) => {
    let href: string | undefined;
    try {
      href = generatePath(pattern, params);
    } catch {
      href = undefined;
    }
    return { key: pattern, title, href };
  });
  const nested = titled.map((match) => ({ key: match.id, title: metaOf(match)!.title, href: match.pathname }));
  const crumbs = [{ key: 'home', title: '首页', href: '/' }, ...nested.slice(0, -1), ...logical, ...nested.slice(-1)];
  return crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { key: crumb.key, title: crumb.title } : crumb));
}

/** Plain links: the app shell's delegated handler navigates them (a router Link runs five hooks per render on the server). */
function BreadcrumbNav({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.key}>{crumb.href ? <a href={crumb.href}>{crumb.title}</a> : <span aria-current="page">{crumb.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumb alone, for pages whose heading is part of their own design (a course's hero). */
export function Breadcrumb() {
  return <BreadcrumbNav crumbs={breadcrumbOf(useMatches())} />;
}

export function PageHeading({ children }: { children?: ReactNode }) {
  const crumbs = breadcrumbOf(useMatches());
  const title = crumbs[crumbs.length - 1]?.title;
  return (
    <header className={styles.heading}>
      <BreadcrumbNav crumbs={crumbs} />
      <div className={styles.row}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
