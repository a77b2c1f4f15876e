import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code is fetched when first needed (or sooner, by `preload`):
 * for forms on a page whose first load counts (the sign-in pages, issue 15), so class-validator
 * and the DTOs stay out of it. A failed fetch is tried again on the next check.
 */
export function lazyFormResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {
        // The next check fetches it again and shows its failure.
      });
    },
  };
}
