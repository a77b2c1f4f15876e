import 'reflect-metadata';
import { FIELD_ERRORS } from '@voc/contracts';
import { pdcaPlanResolver, type PdcaIntent, type PdcaPlanFormValues } from '../pdca-plan-form';

const key = { dealer: '0b8a4f5e-3c1d-4b2a-9e8f-7a6b5c4d3e2f', type: 'showroom' as const, month: '2026-10' };
const empty: PdcaPlanFormValues = { problem: '', root_cause: '', actions: [], do_text: '', act_text: '' };
const check = async (intent: PdcaIntent, values: PdcaPlanFormValues) => (await pdcaPlanResolver(key, () => intent)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;

describe('the plan form checks what the api checks', () => {
  it('a draft may be empty', async () => {
    expect(await check('save', empty)).toEqual({});
  });

  it('a submission needs the problem, the root cause and an action', async () => {
    const errors = await check('submit', empty);
    expect(errors).toMatchObject({ problem: { message: FIELD_ERRORS.required }, root_cause: { message: FIELD_ERRORS.required }, actions: { message: FIELD_ERRORS.required } });
  });

  it('each action needs what, who and a due date', async () => {
    const errors = await check('save', { ...empty, actions: [{ what: 'call back', owner: '', due_date: 'soon' }] });
    expect(errors).toMatchObject({ actions: { 0: { owner: { message: FIELD_ERRORS.required }, due_date: { message: FIELD_ERRORS.date } } } });
  });

  it('a complete plan passes', async () => {
    expect(await check('submit', { ...empty, problem: 'p', root_cause: 'r', actions: [{ what: 'w', owner: 'o', due_date: '2026-12-01' }] })).toEqual({});
  });
});
