// TODO(issue 8): the news endpoints (defineEndpoint), collected by registry.ts.
export {};
