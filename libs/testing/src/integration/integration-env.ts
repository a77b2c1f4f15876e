/** The database and Redis the integration run's global setup prepared; fails loudly without them. */
export function integrationEnv(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.INTEGRATION_DATABASE_URL;
  const redisUrl = process.env.INTEGRATION_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error('integration tests run through jest.integration.config.cjs, whose global setup prepares PostgreSQL and Redis');
  }
  return { databaseUrl, redisUrl };
}
