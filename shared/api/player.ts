// TODO(issue 8): the player endpoints (defineEndpoint), collected by registry.ts.
export {};
