import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json> };
type Route = { pattern: RegExp; params: number; operations: Record<string, Operation> };

/**
 * Holds every answer of the API tests to the served OpenAPI document: the operation is found by
 * method and path, the answer by its status (exact, or the range such as 4XX), and a JSON body is
 * validated by Ajv against the schema the document gives. An /api/ path the document lacks may
 * only answer with the error envelope. A mismatch fails the test that made the request.
 */
export type AnswerCheck = (method: string, url: string, status: number, headers: Headers, body: unknown) => void;

export function openApiAnswerCheck(document: Json): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const components = document.components as { responses: Record<string, Json>; schemas: Record<string, Json> };
  const resolve = (node: Json): Json => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const [, , kind = '', name = ''] = ref.split('/');
    return resolve((components as Record<string, Record<string, Json>>)[kind]![name]!);
  };
  const compiled = new Map<Json, ValidateFunction>();
  const validatorOf = (schema: Json) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(resolve(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };

  // Literal paths before templated ones: /employee/count is not /employee/{id}.
  const routes: Route[] = Object.entries(document.paths as Record<string, Record<string, Operation>>)
    .map(([path, operations]) => ({
      pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      operations,
    }))
    .sort((a, b) => a.params - b.params);
  const errorAnswer = validatorOf(components.schemas.ErrorEnvelope!);

  return (method, url, status, headers, body) => {
    // Dot segments resolve as the server's URL parser resolves them: /api/employee/. is /api/employee/.
    const path = new URL(url, 'http://portal.test').pathname;
    if (!path.startsWith('/api/')) return;
    const where = `${method} ${url} → ${status}`;
    const operation = routes.find((r) => r.pattern.test(path) && r.operations[method.toLowerCase()])?.operations[
      method.toLowerCase()
    ];
    if (!operation) {
      if (status < 400 || !errorAnswer(body)) throw new Error(`${where}: not in the OpenAPI document`);
      return;
    }
    const answer = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
    if (!answer) throw new Error(`${where}: the document declares no such answer`);
    const content = resolve(answer).content as Record<string, { schema: Json }> | undefined;
    if (!content) return;
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim();
    const declared = content[type];
    if (!declared)
      throw new Error(`${where}: answered ${type || 'no content type'}, declared ${Object.keys(content).join(', ')}`);
    if (type !== 'application/json') return;
    const validate = validatorOf(declared.schema);
    if (!validate(body)) {
      throw new Error(`${where}: answer outside its schema: ${ajv.errorsText(validate.errors)}`);
    }
  };
}
