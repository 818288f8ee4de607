// TODO(issue 8): the page; until then the placeholder.
export { loader, Component } from './placeholder-page';
