import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that loads (zod and the form's schema) with the first validation, or when
 * `preload` is called (the form is focused), not with the form: a page with a form loads and
 * evaluates neither zod nor the schema until someone uses the form.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload(): void } {
  let loaded: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loaded ??= load();
    return loaded;
  };
  return { resolver: async (values, context, options) => (await preload())(values, context, options), preload: () => void preload() };
}
