import path from 'node:path';

export interface ProductEnvSettings {
  nodeEnv: string;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  storageDir: string;
  logLevel: string;
  apiPort: number;
  apiOrigin: string;
  dashboardPort: number;
  /** Demo data: the legacy passport-only account (DEMO-DEALER-4) signs in blank. */
  seed: boolean;
  /** Extra environment for every child; it wins over the settings above. */
  extraEnv: Readonly<Record<string, string>>;
}

/** The environment of migrate, seed, api, worker and dashboard (on top of this process's own). */
export function productEnv(s: ProductEnvSettings): Record<string, string> {
  return {
    NODE_ENV: s.nodeEnv,
    DATABASE_URL: s.databaseUrl,
    REDIS_URL: s.redisUrl,
    JWT_SECRET: s.jwtSecret,
    STORAGE_DIR: path.resolve(s.storageDir),
    LOG_LEVEL: s.logLevel,
    API_PORT: String(s.apiPort),
    API_PROXY_TARGET: s.apiOrigin,
    DASHBOARD_PORT: String(s.dashboardPort),
    // The demo network has a legacy passport-only account (DEMO-DEALER-4) that signs in blank.
    ...(s.seed ? { LEGACY_BLANK_PASSWORD_SIGNIN: '1' } : {}),
    ...s.extraEnv,
  };
}
