import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject, OperationObject, ResponsesObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IS_PUBLIC } from '../access/public.decorator';
import { API_DOC, type ApiDocSpec } from './api-doc.decorator';
import { commonErrorAnswer, extraErrorAnswer } from './error-answers';
import { successContent, UPLOAD_PARTS } from './success-answers';

/** What the document needs to know of a route beyond what @nestjs/swagger read. */
export interface RouteFacts {
  spec: ApiDocSpec | undefined;
  status: number;
  isPublic: boolean;
  /** A public route behind a guard of its own (the SMS gateway's token). */
  ownGuard: boolean;
}

/** The routes' facts by operation id (`Controller_method`, as @nestjs/swagger names operations). */
export function routeFactsByOperation(app: INestApplication): Map<string, RouteFacts> {
  const found = new Map<string, RouteFacts>();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value as object | undefined;
      if (typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller));
      const guards = [...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []), ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
      found.set(`${controller.name}_${name}`, {
        spec: Reflect.getMetadata(API_DOC, handler) as ApiDocSpec | undefined,
        status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200),
        isPublic,
        ownGuard: isPublic && guards.length > 0,
      });
    }
  }
  return found;
}

/**
 * Each operation's answers from its ApiDoc and its route: the success answer at the route's own
 * status, then the errors that follow from the route (400 when it reads a body or query, 401 and
 * 403 behind sign-in, 404 with a path id) and the route's own; public routes need no token.
 */
export function addOperationAnswers(document: OpenAPIObject, facts: Map<string, RouteFacts>): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      const route = operation?.operationId ? facts.get(operation.operationId) : undefined;
      if (!operation || !route) continue;
      const spec = route.spec;
      if (spec?.upload) addUploadBody(operation, spec);
      const json = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json'] : undefined;
      if (spec?.example && json) json.example = spec.example;
      const responses: ResponsesObject = {};
      if (spec) {
        responses[route.status] = { description: spec.answer.description, content: successContent(spec.answer) };
        if (spec.alsoAnswers) responses[spec.alsoAnswers.status] = { description: spec.alsoAnswers.answer.description, content: successContent(spec.alsoAnswers.answer) };
      }
      const readsInput = Boolean(operation.requestBody) || (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'query');
      if (readsInput) responses[400] = commonErrorAnswer(400);
      if (!route.isPublic || route.ownGuard) responses[401] = commonErrorAnswer(401);
      if (!route.isPublic) responses[403] = commonErrorAnswer(403);
      if (path.includes('{')) responses[404] = commonErrorAnswer(404);
      for (const [status, description] of Object.entries(spec?.errors ?? {})) responses[Number(status)] = extraErrorAnswer(Number(status), description);
      operation.responses = Object.keys(responses).length > 0 ? responses : operation.responses;
      if (route.isPublic) operation.security = [];
    }
  }
}

/** A multipart body: the file parts, beside the body DTO's fields when the route has one. */
function addUploadBody(operation: OperationObject, spec: ApiDocSpec): void {
  const parts = { type: 'object' as const, properties: UPLOAD_PARTS[spec.upload!] };
  const existing = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json']?.schema : undefined;
  const multipart = { schema: existing ? { allOf: [existing, parts] } : parts };
  operation.requestBody = {
    required: true,
    content: { ...(operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {}), 'multipart/form-data': multipart },
  };
}
