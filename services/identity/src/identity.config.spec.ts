import { ConfigError, generateSigningKeys, loadConfig, subgraphEnv } from '@guide/platform';
import { DataSource } from 'typeorm';
import { SessionsService } from './sessions/sessions.service';
import { identityEnv, pemFromEnv } from './identity.config';

const base = { PORT: '4101', DATABASE_URL: 'postgres://u:p@localhost/identity', GATEWAY_SECRET: 's', EVENTS_DATABASE_URL: 'postgres://u:p@localhost/events' };

describe('identity configuration', () => {
  it('requires the signing key and defaults the rest', () => {
    expect(() => loadConfig({ ...subgraphEnv, ...identityEnv }, base)).toThrow(/JWT_PRIVATE_KEY/);
    const config = loadConfig({ ...subgraphEnv, ...identityEnv }, { ...base, JWT_PRIVATE_KEY: 'pem' });
    expect(config).toMatchObject({ SMTP_URL: 'smtp://127.0.0.1:1025', PUBLIC_WEB_URL: 'http://localhost:3000' });
    expect(() => loadConfig({ ...subgraphEnv, ...identityEnv }, { ...base, JWT_PRIVATE_KEY: 'pem', SMTP_URL: 'http://mail' })).toThrow(ConfigError);
  });

  it('accepts a PEM written on one line with \\n escapes', async () => {
    const { privateKeyPem } = await generateSigningKeys();
    expect(pemFromEnv(privateKeyPem.replace(/\n/g, '\\n'))).toBe(privateKeyPem);
  });

  it('refuses to start with a key that is not an Ed25519 PKCS8 PEM', async () => {
    const sessions = (pem: string) => new SessionsService({} as DataSource, { JWT_PRIVATE_KEY: pem } as never);
    await expect(sessions(['-----BEGIN', 'PRIVATE KEY-----\nnope\n-----END', 'PRIVATE KEY-----'].join(' ')).onModuleInit()).rejects.toThrow(/JWT_PRIVATE_KEY/);
    const { privateKeyPem } = await generateSigningKeys();
    await expect(sessions(privateKeyPem).onModuleInit()).resolves.toBeUndefined();
  });
});
