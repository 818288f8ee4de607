import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpointsByModule, fileRoutes } from '@shared/api/registry';
import { businessCodesOf } from '@shared/api/openapi-document';
import { writeOpenApiDocument } from './openapi';

// The published contract: `npm run contract:openapi` writes it, and a real OpenAPI linter
// (@redocly/cli, with the committed redocly.yaml) must find nothing in it, not even a warning.

const root = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);

type Operation = {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  'x-business-codes'?: number[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

let dir: string;
let file: string;
let document: Document;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  file = writeOpenApiDocument(join(dir, 'openapi.json'));
  document = JSON.parse(readFileSync(file, 'utf8')) as Document;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const operationOf = (method: string, path: string) => document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

describe('the OpenAPI document of the contract', () => {
  it('is OpenAPI 3.1 and holds every endpoint and file route once, tagged with its module', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(allEndpoints.length + fileRoutes.length);
    for (const [module, endpoints] of Object.entries(endpointsByModule))
      for (const endpoint of endpoints) {
        const operation = operationOf(endpoint.method, endpoint.path);
        expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
        expect(operation!.tags).toEqual([module]);
      }
    expect(document.tags.map((tag) => tag.name)).toEqual([...Object.keys(endpointsByModule), 'files']);
  });

  it('states parameters, bodies, the envelope with data and the business codes of each endpoint', () => {
    for (const endpoint of allEndpoints) {
      const operation = operationOf(endpoint.method, endpoint.path)!;
      const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(pathNames);
      expect(Boolean(operation.requestBody), endpoint.id).toBe(Boolean(endpoint.body) || endpoint.summary.includes('multipart/form-data'));
      expect(operation['x-business-codes']).toEqual(businessCodesOf(endpoint));
      for (const code of endpoint.codes ?? []) expect(operation['x-business-codes']).toContain(code);
      const envelope = JSON.stringify(operation.responses['200']!.content!['application/json']!.schema);
      expect(envelope).toContain('"data"');
      // Signed-in endpoints (they answer 401) require a credential; the others accept none.
      const optional = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      expect(optional, endpoint.id).toBe(!(endpoint.codes ?? []).includes(401));
    }
  });

  it('spells out a query parameter with its schema (course.list: page, size, sort)', () => {
    const list = operationOf('GET', '/course/list')!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'size']));
    expect(list.parameters.every((parameter) => parameter.in === 'query' && parameter.required === false)).toBe(true);
  });

  it('passes `redocly lint` with the committed redocly.yaml: no error, no warning', async () => {
    const { stdout } = await run(
      process.execPath,
      [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--format=json', '--config', join(root, 'redocly.yaml')],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 60_000);
});
