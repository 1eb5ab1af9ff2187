import { ConfigError, env, loadConfig, subgraphEnv } from './config';

describe('loadConfig', () => {
  const good = { PORT: '4102', DATABASE_URL: 'postgres://u:p@localhost/db', GATEWAY_SECRET: 's' };

  it('reads and types every declared variable, with defaults', () => {
    const config = loadConfig(subgraphEnv, good);
    expect(config).toMatchObject({ PORT: 4102, NODE_ENV: 'development', LOG_LEVEL: 'info', SEED_DEMO_DATA: false, KAFKA_BROKERS: '' });
  });

  it('names the missing or malformed variable', () => {
    expect(() => loadConfig(subgraphEnv, { ...good, PORT: 'abc' })).toThrow('Invalid environment variable PORT: must be an integer, got "abc"');
    expect(() => loadConfig(subgraphEnv, { ...good, DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL: must use postgres or postgresql/);
    expect(() => loadConfig(subgraphEnv, { PORT: '1', DATABASE_URL: good.DATABASE_URL })).toThrow(
      'Invalid environment variable GATEWAY_SECRET: is required but not set',
    );
  });

  it('reports every problem at once', () => {
    try {
      loadConfig(subgraphEnv, { PORT: '0', NODE_ENV: 'staging' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['NODE_ENV', 'PORT', 'DATABASE_URL', 'GATEWAY_SECRET']) expect(message).toContain(name);
    }
  });

  it('parses booleans strictly', () => {
    expect(loadConfig({ X: env.bool() }, { X: 'yes' }).X).toBe(true);
    expect(() => loadConfig({ X: env.bool() }, { X: 'maybe' })).toThrow(/X: must be true or false/);
  });
});
