// TODO(issue 8): the learning endpoints (defineEndpoint), collected by registry.ts.
export {};
