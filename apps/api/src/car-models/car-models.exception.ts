import { HttpStatus } from '@nestjs/common';
import { CAR_MODEL_MESSAGES, GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways a car-model master call fails on purpose, each with its status and message key. */
export const CarModelErrors = {
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound),
  taken: () => new ApiError(HttpStatus.CONFLICT, 'CarModelTaken', CAR_MODEL_MESSAGES.taken, [{ field: 'model', message: CAR_MODEL_MESSAGES.taken }]),
};
