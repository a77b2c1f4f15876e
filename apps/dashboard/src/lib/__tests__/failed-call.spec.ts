// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { buildErrorMessage } from '@voc/contracts';
import { toFailedCall } from '../failed-call';

const translate = (key: string) =>
  ({ 'errors.signin.invalid': 'Wrong sign-in id or password', 'errors.network': 'Cannot reach the server', 'errors.status.skip': 'ไม่สามารถข้ามขั้นตอนสถานะได้' })[key] ?? key;

describe('toFailedCall + buildErrorMessage', () => {
  it.each([
    ['an error envelope with a known key: the translated message alone', { status: 401, data: { error: { name: 'Unauthorized', message: 'errors.signin.invalid' } } }, 'Wrong sign-in id or password'],
    ['a refused status change: the Thai text, no English code before it', { status: 422, data: { error: { name: 'StatusChangeRefused', message: 'errors.status.skip' } } }, 'ไม่สามารถข้ามขั้นตอนสถานะได้'],
    ['an error envelope with an unknown message: name and message', { status: 418, data: { error: { name: 'Teapot', message: 'no coffee here' } } }, 'Teapot : no coffee here'],
    ['a body with a message', { status: 400, data: { message: 'Bad thing' } }, 'Bad thing'],
    ['no usable body: status and text', { status: 502, statusText: 'Bad Gateway', data: null }, '502 : Bad Gateway'],
    ['a non-JSON body', { status: 'PARSING_ERROR', originalStatus: 500, statusText: 'Internal Server Error', data: '<html>', error: 'x' }, '500 : Internal Server Error'],
    ['no answer at all', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Cannot reach the server'],
    ['a custom error carrying a key', { status: 'CUSTOM_ERROR', error: 'errors.signin.invalid' }, 'Wrong sign-in id or password'],
    ['a thrown error', new Error('boom'), 'boom'],
  ])('%s', (_case, error, expected) => {
    expect(buildErrorMessage(toFailedCall(error), translate)).toBe(expected);
  });
});
