import type { OpenAPIObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { defaultConverters, type SchemaConverter } from 'class-validator-jsonschema/build/defaultConverters';
import { SCHEMA_REF_PREFIX } from './schema-builders';

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

const NO_CLASS = new Set([`${SCHEMA_REF_PREFIX}Object`, `${SCHEMA_REF_PREFIX}Array`]);

/**
 * A custom rule (@Validate, AreaInRegion ...) says nothing a schema can: the generator would name
 * the property's design type, which for `string | null` is Object, a schema that does not exist.
 */
const customRule: SchemaConverter = (meta, options) => {
  const schema = (defaultConverters[ValidationTypes.CUSTOM_VALIDATION] as SchemaConverter)(meta, options);
  return schema && '$ref' in schema && NO_CLASS.has(schema.$ref) ? {} : schema;
};

/**
 * Each request DTO's schema from its class-validator rules (libs/contracts), the rules the api
 * validates with; nested arrays name their item class through class-transformer's @Type.
 */
export function requestDtoSchemas(): Schemas {
  return validationMetadatasToSchemas({
    refPointerPrefix: SCHEMA_REF_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage,
    // IsDefined would say `not: {type: null}`, which OpenAPI 3.0 cannot read; `required` says it.
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRule, [ValidationTypes.IS_DEFINED]: {} },
  }) as Schemas;
}
