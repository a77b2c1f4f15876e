import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS, PDCA_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways a PDCA call fails on purpose, each with its status and message key. */
export const PdcaErrors = {
  /** No such plan, dealer or file, or none the user may see. */
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound),
  /** The month has not missed a target, or is not over: there is no plan to write (404 for reads, 422 for writes). */
  notOwed: (status: HttpStatus.NOT_FOUND | HttpStatus.UNPROCESSABLE_ENTITY) => new ApiError(status, 'PdcaNotOwed', PDCA_ERRORS.notOwed),
  forbidden: () => new ApiError(HttpStatus.FORBIDDEN, 'PdcaForbidden', PDCA_ERRORS.forbidden),
  /** The plan's state does not allow the action (libs/domain pdca-plan-states). */
  refused: (refusal: string) => new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'PdcaTransitionRefused', refusal),
};
