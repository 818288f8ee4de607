// TODO(issue 8): the enrollment endpoints (defineEndpoint), collected by registry.ts.
export {};
