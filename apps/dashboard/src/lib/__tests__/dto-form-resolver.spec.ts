// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { DealerSignInDto, StaffSignInDto } from '@voc/contracts';
import { dtoFormResolver } from '../dto-form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('dtoFormResolver', () => {
  it('reports an empty email as required, not as a bad email', async () => {
    const sut = dtoFormResolver(StaffSignInDto);
    const result = await sut({ email: '', password: '' }, undefined, options);
    expect(result.errors).toEqual({
      email: expect.objectContaining({ type: 'isNotEmpty', message: 'errors.field.required' }),
      password: expect.objectContaining({ type: 'isNotEmpty', message: 'errors.field.required' }),
    });
  });

  it('reports a malformed email as a bad email', async () => {
    const sut = dtoFormResolver(StaffSignInDto);
    const result = await sut({ email: 'csn@', password: 'x' }, undefined, options);
    expect(result.errors).toEqual({ email: expect.objectContaining({ message: 'errors.field.email' }) });
  });

  it('needs only the passport id from a dealer', async () => {
    const sut = dtoFormResolver(DealerSignInDto);
    expect((await sut({ passport_id: '', password: '' }, undefined, options)).errors).toEqual({
      passport_id: expect.objectContaining({ message: 'errors.field.required' }),
    });
    const ok = await sut({ passport_id: 'DEMO-DEALER-4', password: '' }, undefined, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ passport_id: 'DEMO-DEALER-4' });
  });
});
