import * as z from 'zod/mini';
import { SUCCESS_CODES, type AnyEndpoint } from './define-endpoint';
import { endpointsByModule, fileRoutes } from './registry';
import { richDocSchema } from '../schemas/community';
import { uploadImage } from './community';
import { uploadMaterial } from './enrollment';
import { richDocComponents } from './openapi-rich-doc';

/**
 * The OpenAPI 3.1 document of the product API, generated from the zod contract (every endpoint of
 * shared/api/registry.ts and the file routes): what a team building the real backend implements.
 * Written by the build (scripts/openapi.ts → dist/openapi.json), served by the mock at
 * /__mock/openapi.json, linted by `npx redocly lint` (redocly.yaml).
 */

type JsonSchema = Record<string, unknown>;

/** Codes every endpoint with any input may answer: the input failed the contract's schema. */
const CODE_INVALID_INPUT = 400;
/** Endpoints answering 401 need a signed-in learner; the others read a token when one is sent. */
const CODE_SIGNED_OUT = 401;

const TAG_DESCRIPTIONS: Record<string, string> = {
  user: '登录、注册、短信验证码、退出',
  account: '账号安全：找回与修改密码、换绑手机、微信绑定',
  'account-lifecycle': '登录设备、数据导出、注销账号',
  message: '站内消息',
  qr: '扫码登录',
  catalogue: '课程、首页、课程目录',
  learning: '我的学习、收藏、学习进度',
  'course-bundles': '系列课与课程包',
  'course-reviews': '课程评价',
  player: '课时播放',
  enrollment: '报名计划、报名材料与申请',
  profession: '职业与工种',
  institution: '培训机构',
  news: '资讯',
  rule: '政策法规',
  search: '搜索',
  live: '直播',
  exam: '考试与作答',
  community: '社区：问答、想法、视频、评论',
  'user-profile': '个人主页',
  order: '订单、支付与退款',
  'profile-settings': '个人资料设置',
  invoice: '发票',
  agreement: '协议',
  join: '机构入驻',
  'real-name': '实名认证',
  business: '企业服务与意见反馈',
  'wrong-book': '错题本',
  practice: '刷题练习',
  certification: '考证：报考、准考证、证书查询',
  'community-edits': '社区内容的编辑与删除',
  'lesson-notes': '课时笔记',
  'lesson-questions': '课时答疑',
  files: '文件：课时视频、封面、上传的图片与材料、数据导出',
};

const UPLOADS = new Set([uploadImage.id, uploadMaterial.id]);

/** zod → JSON Schema 2020-12 (what OpenAPI 3.1 uses); the rich-text document becomes a reference. */
function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output', where: string): JsonSchema {
  const unrepresented: string[] = [];
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === (richDocSchema as unknown)) {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        jsonSchema.$ref = '#/components/schemas/RichDoc';
      } else if (zodSchema._zod.def.type === 'custom') unrepresented.push(where);
      else if (zodSchema._zod.def.type === 'object' && io === 'output' && !(zodSchema._zod.def as { catchall?: unknown }).catchall)
        // zod says `additionalProperties: false` of an answer's plain object (its parse strips unknown
        // keys); the contract tolerates them (the client strips them), so the document must too.
        delete jsonSchema.additionalProperties;
      else spellOutClosedRecord(jsonSchema);
    },
  }) as JsonSchema;
  // A schema the document cannot state would publish as "anything": fail the build instead.
  if (unrepresented.length) throw new Error(`${where}: a custom zod schema without a JSON Schema (add it beside RichDoc)`);
  delete converted.$schema;
  return converted;
}

/**
 * A record keyed by an enum (`z.record(kindSchema, …)`: every key present) converts to propertyNames
 * plus required; spelled out as properties, every key is named and documented tools read it.
 */
function spellOutClosedRecord(jsonSchema: JsonSchema) {
  const keys = (jsonSchema.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (!keys || jsonSchema.type !== 'object' || jsonSchema.properties) return;
  jsonSchema.properties = Object.fromEntries(keys.map((key) => [key, jsonSchema.additionalProperties ?? {}]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

/** `/course/:id` → `/course/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);

function parameters(endpoint: Pick<AnyEndpoint, 'id' | 'path' | 'params' | 'query'>) {
  const fromObject = (schema: z.ZodMiniType | undefined, where: 'path' | 'query') => {
    if (!schema) return { properties: {} as Record<string, JsonSchema>, required: [] as string[] };
    const converted = jsonSchemaOf(schema, 'input', `${endpoint.id} ${where}`);
    return { properties: (converted.properties ?? {}) as Record<string, JsonSchema>, required: (converted.required ?? []) as string[] };
  };
  const params = fromObject(endpoint.params, 'path');
  const query = fromObject(endpoint.query, 'query');
  return [
    // Every `:name` of the path is a parameter, typed by `params` when the endpoint declares them.
    ...pathNames(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: params.properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required.includes(name) && !('default' in schema),
      schema,
      // Arrays travel comma-joined (buildQuery in define-endpoint.ts).
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
    })),
  ];
}

/** Business codes this endpoint may answer besides success: its declared codes, 400 for any input. */
export function businessCodesOf(endpoint: AnyEndpoint): number[] {
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body || UPLOADS.has(endpoint.id));
  return [...new Set([...(hasInput ? [CODE_INVALID_INPUT] : []), ...(endpoint.codes ?? [])])].sort((a, b) => a - b);
}

function operation(endpoint: AnyEndpoint, tag: string) {
  const codes = businessCodesOf(endpoint);
  const signInRequired = codes.includes(CODE_SIGNED_OUT);
  const success = {
    title: '成功',
    type: 'object',
    required: ['code'],
    properties: {
      code: { enum: [...SUCCESS_CODES] },
      msg: { type: 'string' },
      data: jsonSchemaOf(endpoint.data, 'output', `${endpoint.id} data`),
    },
  };
  // anyOf, though exactly one matches (success codes and error codes are disjoint): a linter cannot see that through `not`.
  const envelope = codes.length
    ? { anyOf: [success, { $ref: '#/components/schemas/BusinessError', title: `业务错误：${codes.join(' / ')}` }] }
    : success;
  const body = UPLOADS.has(endpoint.id)
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          },
        },
      }
    : endpoint.body
      ? { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input', `${endpoint.id} body`) } } }
      : undefined;
  return {
    operationId: endpoint.id,
    summary: endpoint.summary.length > 60 ? `${endpoint.summary.slice(0, 58)}…` : endpoint.summary,
    description: endpoint.summary,
    tags: [tag],
    // Signed in: the `token` header (what the API receives); the site's /api takes it from its cookie.
    security: signInRequired ? [{ token: [] }, { sessionCookie: [] }] : [{}, { token: [] }, { sessionCookie: [] }],
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: codes.length
          ? `信封 {code, msg, data}：code 0（或 -102）为成功；业务错误码 ${codes.join('、')} 同样以 HTTP 200 返回，msg 为中文原因`
          : '信封 {code, msg, data}：code 0（或 -102）为成功',
        content: { 'application/json': { schema: envelope } },
      },
      '500': { $ref: '#/components/responses/ServerError' },
    },
    'x-business-codes': codes,
    ...(endpoint.session ? { 'x-session': endpoint.session } : {}),
    ...(endpoint.rateLimit ? { 'x-rate-limit-bucket': endpoint.rateLimit } : {}),
  };
}

function fileOperation(route: (typeof fileRoutes)[number]) {
  return {
    operationId: route.id,
    summary: route.summary.length > 60 ? `${route.summary.slice(0, 58)}…` : route.summary,
    description: route.summary,
    tags: ['files'],
    security: [{}, { token: [] }, { sessionCookie: [] }],
    parameters: parameters({ id: route.id, path: route.path }),
    responses: {
      '200': {
        description: '文件内容',
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
      '404': { description: '不存在或无权读取' },
    },
  };
}

export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, value: unknown) => ((paths[openApiPath(path)] ??= {})[method.toLowerCase()] = value);
  for (const [tag, endpoints] of Object.entries(endpointsByModule))
    for (const endpoint of endpoints) add(endpoint.path, endpoint.method, operation(endpoint, tag));
  for (const route of fileRoutes) add(route.path, route.method, fileOperation(route));
  return {
    openapi: '3.1.0',
    info: {
      title: '技能学堂 API',
      version,
      summary: '技能学堂（职业技能在线学习）的产品接口契约，由 shared/api 的 zod 契约生成',
      description:
        '每个接口以 HTTP 200 返回信封 `{code, msg, data}`：code 0（或 -102）为成功，data 的结构见各接口；其他 code 为业务错误（`x-business-codes` 列出各接口可能返回的错误码），msg 为中文原因。服务器内部错误为 HTTP 500 `{code: 500}`。登录态：请求头 `token`（网站服务器把 HttpOnly Cookie skill_token 转成此请求头）。',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/api', description: '网站的 /api（或独立部署的接口根地址）' }],
    tags: [...Object.keys(endpointsByModule), 'files'].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: '登录接口返回的 token（接口服务器收到的登录态）' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'skill_token',
          description: '网站 /api 的 HttpOnly 登录 Cookie（由登录接口的回答写入）',
        },
      },
      schemas: {
        BusinessError: {
          type: 'object',
          required: ['code', 'msg'],
          properties: { code: { type: 'integer', not: { enum: [...SUCCESS_CODES] } }, msg: { type: 'string', description: '中文原因' } },
        },
        ...richDocComponents,
      },
      responses: {
        ServerError: {
          description: '服务器内部错误',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/BusinessError' } } },
        },
      },
    },
  };
}
