import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject, ParameterObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
type Operation = OpenAPIObject['paths'][string]['get'];

/**
 * The query DTOs of the routes (`@Query() filters: ListTicketsQueryDto`), by operation id
 * (`Controller_method`, as @nestjs/swagger names operations): the class name of each whole-query
 * parameter, read from the metadata Nest routes by.
 */
export function queryDtosByOperation(app: NestExpressApplication): Map<string, string> {
  const found = new Map<string, string>();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Array<{ name?: string } | undefined>;
      for (const [key, arg] of Object.entries(args)) {
        if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY || arg.data !== undefined) continue;
        const name = types[arg.index]?.name;
        if (name) found.set(`${controller.name}_${method}`, name);
      }
    }
  }
  return found;
}

/** Adds each query DTO's properties as query parameters (class-validator schema, required ones marked). */
export function addQueryDtoParameters(document: OpenAPIObject, schemas: Schemas, dtos: Map<string, string>): void {
  for (const item of Object.values(document.paths)) {
    const operations: Operation[] = [item.get, item.post, item.put, item.patch, item.delete];
    for (const operation of operations) {
      const dto = operation?.operationId ? dtos.get(operation.operationId) : undefined;
      const schema = dto ? schemas[dto] : undefined;
      if (!operation || !schema || !('properties' in schema) || !schema.properties) continue;
      const required = schema.required ?? [];
      const parameters: ParameterObject[] = Object.entries(schema.properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
      operation.parameters = [...(operation.parameters ?? []), ...parameters];
    }
  }
}
