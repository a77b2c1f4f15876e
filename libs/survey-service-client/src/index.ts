export * from './survey-service-client';
export * from './survey-service-error';
export * from './survey-service-config';
export * from './survey-page-shape';
