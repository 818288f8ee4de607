// TODO(issue 8): the course-bundles endpoints (defineEndpoint), collected by registry.ts.
export {};
