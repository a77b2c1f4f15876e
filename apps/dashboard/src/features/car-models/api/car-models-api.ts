import type { CarModelBodyDto, CarModelView, ListBody, ResultBody, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

/** A master write's answer, with the message the app shows for it (success.updated). */
export interface CarModelSaved {
  result: CarModelView;
  message: 'success.updated';
}

const carModelsWithTags = api.enhanceEndpoints({ addTagTypes: ['CarModel'] });
const saved = (answer: SuccessEnvelope<ResultBody<CarModelView>>): CarModelSaved => ({ result: answer.success.result, message: 'success.updated' });

/** The car-model master: the list everyone reads, and csn's and nissan's additions and edits. */
export const carModelsApi = carModelsWithTags.injectEndpoints({
  endpoints: (build) => ({
    listCarModels: build.query<CarModelView[], void>({
      query: () => '/car-models',
      transformResponse: (answer: SuccessEnvelope<ListBody<CarModelView>>) => answer.success.result,
      providesTags: ['CarModel'],
    }),
    createCarModel: build.mutation<CarModelSaved, CarModelBodyDto>({
      query: (body) => ({ url: '/car-models', method: 'POST', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error) => (error ? [] : ['CarModel']),
    }),
    updateCarModel: build.mutation<CarModelSaved, { id: string; body: CarModelBodyDto }>({
      query: ({ id, body }) => ({ url: `/car-models/${id}`, method: 'PUT', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error) => (error ? [] : ['CarModel']),
    }),
  }),
});

export const { useListCarModelsQuery, useCreateCarModelMutation, useUpdateCarModelMutation } = carModelsApi;
