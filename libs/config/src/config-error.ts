/** A bad or missing environment variable; its message is the one line the process stops with. */
export class ConfigError extends Error {
  constructor(readonly variable: string, reason: string) {
    super(`Configuration error: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}
