// TODO(issue 8): the search endpoints (defineEndpoint), collected by registry.ts.
export {};
