import { Global, Module, type DynamicModule } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from './api-config';

/** Makes the checked configuration injectable everywhere as API_CONFIG. */
@Global()
@Module({})
export class ApiConfigModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return { module: ApiConfigModule, providers: [{ provide: API_CONFIG, useValue: config }], exports: [API_CONFIG] };
  }
}
