import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { SCHEMA_REF_PREFIX } from './schema-builders';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const isReference = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

/** A 2xx answer says what comes back: a JSON schema, or a binary file with its content type. */
function hasSuccessAnswer(operation: OperationObject): boolean {
  return Object.entries(operation.responses ?? {}).some(([status, answer]) => {
    if (!/^2\d\d$/.test(status) || isReference(answer)) return false;
    const content = (answer as ResponseObject).content ?? {};
    return Object.entries(content).some(([type, media]) => {
      const schema = media.schema as { $ref?: string; type?: string; format?: string; properties?: object } | undefined;
      if (!schema) return false;
      if (type === 'application/json') return Boolean(schema.$ref || schema.properties);
      return schema.type === 'string' && schema.format === 'binary';
    });
  });
}

/** What is missing from one operation's documentation, as short phrases (none: documented). */
function operationProblems(path: string, operation: OperationObject): string[] {
  const problems: string[] = [];
  if (!operation.summary?.trim()) problems.push('no summary');
  if (!operation.tags?.length) problems.push('no tag');
  if (!hasSuccessAnswer(operation)) problems.push('no 2xx answer schema');
  const pathParameters = (operation.parameters ?? []).filter((p): p is ParameterObject => !isReference(p) && p.in === 'path');
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const parameter = pathParameters.find((p) => p.name === name);
    if (!parameter?.schema || !parameter.description?.trim()) problems.push(`path parameter {${name}} not described`);
  }
  return problems;
}

/**
 * Every operation of the document that lacks a summary, a tag, a 2xx answer schema (or binary
 * content) or a description of a path parameter, as "METHOD /path: what is missing".
 */
export function undocumentedOperations(document: OpenAPIObject): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      const problems = operation ? operationProblems(path, operation) : [];
      return problems.length > 0 ? [`${method.toUpperCase()} ${path}: ${problems.join(', ')}`] : [];
    }),
  );
}

/** Every `$ref` in the document that names no schema of its components. */
export function unresolvedSchemaRefs(document: OpenAPIObject): string[] {
  const known = new Set(Object.keys(document.components?.schemas ?? {}));
  const missing = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF_PREFIX) && !known.has(inner.slice(SCHEMA_REF_PREFIX.length))) missing.add(inner);
        else visit(inner);
      }
    }
  };
  visit(document);
  return [...missing].sort();
}
