// TODO(issue 8): the institution endpoints (defineEndpoint), collected by registry.ts.
export {};
