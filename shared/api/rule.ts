// TODO(issue 8): the rule endpoints (defineEndpoint), collected by registry.ts.
export {};
