import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@shared/api/define-endpoint';
import { openApiDocument } from '@shared/api/openapi-document';
import { allEndpoints } from '@shared/api/registry';
import { buildStandaloneMock, type MockApi } from '@skill/mock-api';
import type { Call } from '@mock/contract-scenarios';
import { checkContract } from './contract-check/check-contract';

// The OpenAPI document says what the API really answers: every endpoint's successful answer from the
// mock (its contract scenario, replayed over HTTP by contract:check) validates against the document's
// JSON Schema for that answer, and the scenario's body and query against the document's request.
// A team generating validators or clients from the document gets the contract the site relies on.
// (ajv: fastify's own JSON Schema validator, draft 2020-12 as in OpenAPI 3.1.)

type Schema = Record<string, unknown>;
type Operation = {
  parameters: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

const document = openApiDocument('test');
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
/** Query strings and path segments are text: their numbers and booleans are read as the API reads them. */
const ajvForText = new Ajv2020({ strict: false, validateFormats: false, coerceTypes: true });
const operationOf = (endpoint: AnyEndpoint) =>
  (document.paths as unknown as Record<string, Record<string, Operation>>)[endpoint.path.replace(/:(\w+)/g, '{$1}')]![
    endpoint.method.toLowerCase()
  ]!;
/** The document's components go along, so `#/components/schemas/RichDoc` resolves. */
const compiled = new Map<Schema, ReturnType<typeof ajv.compile>>();
const validatorOf = (schema: Schema) => {
  if (!compiled.has(schema)) compiled.set(schema, ajv.compile({ ...schema, components: document.components }));
  return compiled.get(schema)!;
};
/** A query value, as text, in an object (so that coercion can replace it). */
const compiledForText = new Map<Schema, ReturnType<typeof ajv.compile>>();
const textValidatorOf = (schema: Schema) => {
  if (!compiledForText.has(schema))
    compiledForText.set(schema, ajvForText.compile({ type: 'object', properties: { value: schema }, components: document.components }));
  return compiledForText.get(schema)!;
};
const errorsOf = (validate: ReturnType<typeof ajv.compile>) =>
  (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath} ${error.message}`);

let mock: MockApi;
const answers: { endpoint: AnyEndpoint; call: Call; status: number; body: string }[] = [];

beforeAll(async () => {
  mock = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_CONTROLS: '1', MOCK_LIVE_SIMULATION: '0', MOCK_SMS_RESEND_SECONDS: '0' });
  const url = await mock.app.listen({ port: 0, host: '127.0.0.1' });
  await checkContract({ upstream: { api: url, controls: `${url}/__mock`, origin: url }, onAnswer: (answer) => answers.push(answer) });
}, 120_000);
afterAll(() => mock?.app.close());

describe('the OpenAPI document matches what the mock answers', () => {
  it('has one successful answer per endpoint to check', () => {
    expect(answers.map((answer) => answer.endpoint.id).sort()).toEqual(allEndpoints.map((endpoint) => endpoint.id).sort());
  });

  it("every answer validates against the document's response schema", () => {
    const failures = answers.flatMap(({ endpoint, body }) => {
      const validate = validatorOf(operationOf(endpoint).responses['200']!.content!['application/json']!.schema);
      return validate(JSON.parse(body)) ? [] : [`${endpoint.id}: ${errorsOf(validate).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it("every scenario's JSON body and query parameters validate against the document's request", () => {
    const failures = answers.flatMap(({ endpoint, call }) => {
      const operation = operationOf(endpoint);
      const found: string[] = [];
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      if (bodySchema && call.payload !== undefined) {
        const validate = validatorOf(bodySchema);
        if (!validate(call.payload)) found.push(`${endpoint.id} body: ${errorsOf(validate).join('; ')}`);
      }
      const query = new URLSearchParams(call.url.split('?')[1] ?? '');
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
        const value = query.get(parameter.name);
        if (value === null) continue;
        const validate = textValidatorOf(parameter.schema);
        if (!validate({ value: parameter.schema.type === 'array' ? value.split(',') : value }))
          found.push(`${endpoint.id} query ${parameter.name}=${value}: ${errorsOf(validate).join('; ')}`);
      }
      return found;
    });
    expect(failures).toEqual([]);
  });

  it('a broken answer does not validate: the check can fail', () => {
    const course = answers.find((answer) => answer.endpoint.id === 'course.detail')!;
    const broken = JSON.parse(course.body) as { data: { price: unknown } };
    broken.data.price = String(broken.data.price);
    const validate = validatorOf(operationOf(course.endpoint).responses['200']!.content!['application/json']!.schema);
    expect(validate(broken)).toBe(false);
    expect(validate({ code: 4998, msg: '未声明的错误码' })).toBe(true); // a business error's shape; its code is x-business-codes' matter
  });
});
