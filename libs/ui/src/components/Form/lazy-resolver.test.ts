import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { nombre: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads nothing until the form is focused or validated, then loads once and validates with what it loaded', async () => {
    const validate = vi.fn(
      async (values: Values): Promise<ResolverResult<Values>> =>
        values.nombre ? { values, errors: {} } : { values: {}, errors: { nombre: { type: 'too_small', message: 'Por favor, introduce tu nombre.' } } },
    );
    const load = vi.fn(async (): Promise<Resolver<Values>> => validate);
    const { resolver, preload } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    expect(await resolver({ nombre: '' }, undefined, options)).toMatchObject({ errors: { nombre: { message: 'Por favor, introduce tu nombre.' } } });
    expect(await resolver({ nombre: 'Ana' }, undefined, options)).toEqual({ values: { nombre: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledTimes(2);
  });
});
