import { CAR_SEGMENTS, type CarSegment } from '@voc/domain';
import { RequiredOneOf, RequiredText } from '../shared/text-fields';

/**
 * POST /api/car-models and PUT /api/car-models/{id}: one entry of the car-model master. `model`
 * is the name as tickets carry it (matched case-insensitively; unique, 409 errors.carModel.taken),
 * with Thai and English names and its segment.
 */
export class CarModelBodyDto {
  @RequiredText(60)
  model!: string;

  @RequiredText(60)
  name_th!: string;

  @RequiredText(60)
  name_en!: string;

  @RequiredOneOf(CAR_SEGMENTS)
  segment!: CarSegment;
}

/** A car-model master entry as the api answers it. */
export interface CarModelView {
  _id: string;
  model: string;
  name_th: string;
  name_en: string;
  segment: CarSegment;
  updated_at: string;
}

export const CAR_MODEL_MESSAGES = {
  taken: 'errors.carModel.taken',
} as const;
