// TODO(issue 8): the profession endpoints (defineEndpoint), collected by registry.ts.
export {};
