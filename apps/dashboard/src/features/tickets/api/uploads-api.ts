import { api } from '../../../lib/store/api';

/**
 * A ticket attachment as a blob: URL. Files are served at their `path` only with the bearer
 * token, which an <img src> or a plain link cannot send, so the file is fetched through the api
 * (which adds the header) and shown from memory. The URL is released when the cache drops it.
 */
export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUploadObjectUrl: build.query<string, string>({
      query: (path) => ({
        url: path.replace(/^\/api(?=\/)/, ''),
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.text()),
      }),
      keepUnusedDataFor: 120,
      async onCacheEntryAdded(_path, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data);
        } catch {
          // The file never loaded: nothing to release.
        }
      },
    }),
  }),
});

export const { useGetUploadObjectUrlQuery, useLazyGetUploadObjectUrlQuery } = uploadsApi;
