import { ConfigError } from '@voc/config';
import { readSurveyServiceConfig } from '../survey-service-config';

const valid = { SURVEY_SERVICE_URL: 'https://survey.example.co.th/', SURVEY_SERVICE_USER: 'voc', SURVEY_SERVICE_PASSWORD: 's3cret pass' };

describe('readSurveyServiceConfig', () => {
  it('answers null when SURVEY_SERVICE_URL is not set', () => {
    expect(readSurveyServiceConfig({})).toBeNull();
    expect(readSurveyServiceConfig({ SURVEY_SERVICE_URL: '  ', SURVEY_SERVICE_USER: 'x' })).toBeNull();
  });

  it.each([
    ['defaults', valid, { baseUrl: 'https://survey.example.co.th', user: 'voc', password: 's3cret pass', timeoutMs: 10_000 }],
    ['http and a timeout', { ...valid, SURVEY_SERVICE_URL: 'http://127.0.0.1:4010', SURVEY_SERVICE_TIMEOUT_MS: '2500' }, { baseUrl: 'http://127.0.0.1:4010', user: 'voc', password: 's3cret pass', timeoutMs: 2500 }],
    ['a base path', { ...valid, SURVEY_SERVICE_URL: 'https://vendor.example/survey//' }, { baseUrl: 'https://vendor.example/survey', user: 'voc', password: 's3cret pass', timeoutMs: 10_000 }],
  ])('reads %s', (_name, env, expected) => {
    expect(readSurveyServiceConfig(env)).toEqual(expected);
  });

  it.each([
    ['a URL that is not one', { ...valid, SURVEY_SERVICE_URL: 'survey.example' }, 'SURVEY_SERVICE_URL'],
    ['a non-http URL', { ...valid, SURVEY_SERVICE_URL: 'ftp://survey.example' }, 'SURVEY_SERVICE_URL'],
    ['credentials in the URL', { ...valid, SURVEY_SERVICE_URL: 'https://u:p@survey.example' }, 'SURVEY_SERVICE_URL'],
    ['a query in the URL', { ...valid, SURVEY_SERVICE_URL: 'https://survey.example/?x=1' }, 'SURVEY_SERVICE_URL'],
    ['no user', { ...valid, SURVEY_SERVICE_USER: undefined }, 'SURVEY_SERVICE_USER'],
    ['a user with a colon', { ...valid, SURVEY_SERVICE_USER: 'a:b' }, 'SURVEY_SERVICE_USER'],
    ['no password', { ...valid, SURVEY_SERVICE_PASSWORD: '' }, 'SURVEY_SERVICE_PASSWORD'],
    ['a timeout that is not a number', { ...valid, SURVEY_SERVICE_TIMEOUT_MS: '10s' }, 'SURVEY_SERVICE_TIMEOUT_MS'],
    ['a timeout out of range', { ...valid, SURVEY_SERVICE_TIMEOUT_MS: '0' }, 'SURVEY_SERVICE_TIMEOUT_MS'],
  ])('refuses %s, naming the variable', (_name, env, variable) => {
    let error: unknown;
    try {
      readSurveyServiceConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
    expect((error as ConfigError).message).not.toContain('s3cret');
  });
});
