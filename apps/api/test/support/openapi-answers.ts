/** The part of OpenAPI 3.0 schemas the api's document uses. */
export interface DocSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, DocSchema>;
  required?: string[];
  additionalProperties?: boolean | DocSchema;
  items?: DocSchema;
  allOf?: DocSchema[];
  oneOf?: DocSchema[];
  minItems?: number;
  maxItems?: number;
}

export interface ApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: DocSchema }> }> }>>;
  components: { schemas: Record<string, DocSchema> };
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/** The properties a schema documents (through $ref and allOf), for the check of undocumented ones. */
function documentedProperties(schema: DocSchema, doc: ApiDocument): Set<string> {
  const own = schema.$ref ? documentedProperties(doc.components.schemas[schema.$ref.split('/').pop()!], doc) : new Set(Object.keys(schema.properties ?? {}));
  for (const part of schema.allOf ?? []) for (const name of documentedProperties(part, doc)) own.add(name);
  return own;
}

/**
 * Where `value` does not fit `schema`, as "at: what" lines; strict about undocumented properties
 * (an answer field the document does not name is a gap in the document).
 */
export function misfits(schema: DocSchema, value: unknown, doc: ApiDocument, at = '$', strict = true): string[] {
  if (schema.$ref) return misfits(doc.components.schemas[schema.$ref.split('/').pop()!], value, doc, at, strict);
  if (value === null && schema.nullable) return [];
  const problems: string[] = [];
  if (schema.allOf) {
    for (const part of schema.allOf) problems.push(...misfits(part, value, doc, at, false));
    if (strict && typeOf(value) === 'object') {
      const known = documentedProperties(schema, doc);
      for (const name of Object.keys(value as object)) if (!known.has(name)) problems.push(`${at}.${name}: not documented`);
    }
    return problems;
  }
  if (schema.oneOf) return schema.oneOf.some((part) => misfits(part, value, doc, at, strict).length === 0) ? [] : [`${at}: fits none of oneOf (${JSON.stringify(value)})`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`];
  const actual = typeOf(value);
  if (schema.type && !(actual === schema.type || (schema.type === 'number' && actual === 'integer'))) return [`${at}: ${actual} where ${schema.type}${schema.nullable ? ' or null' : ''} is documented`];
  if (actual === 'array' && schema.items) (value as unknown[]).forEach((item, i) => problems.push(...misfits(schema.items!, item, doc, `${at}[${i}]`)));
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) problems.push(`${at}.${name}: missing`);
    for (const [name, inner] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property) problems.push(...misfits(property, inner, doc, `${at}.${name}`));
      else if (typeof schema.additionalProperties === 'object') problems.push(...misfits(schema.additionalProperties, inner, doc, `${at}.${name}`));
      else if (strict && schema.properties && schema.additionalProperties === undefined) problems.push(`${at}.${name}: not documented`);
    }
  }
  return problems;
}

/** The documented JSON schema of an operation's answer at a status. */
export function answerSchema(doc: ApiDocument, method: string, path: string, status: number): DocSchema {
  const operation = doc.paths[`/api${path}`]?.[method.toLowerCase()];
  const schema = operation?.responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} /api${path} documents no JSON answer at ${status}`);
  return schema;
}
