import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('storage settings', () => {
  it('keeps files on local disk under DATA_DIR/files by default', () => {
    const config = parseConfig({ DATA_DIR: '/srv/docverify' });
    expect(config.storage).toEqual({ kind: 'local', dir: path.resolve('/srv/docverify/files') });
  });

  it('uses S3-compatible storage when S3_BUCKET is set', () => {
    const config = parseConfig({
      S3_BUCKET: 'documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'documents',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a data folder inside the publicly served web folder', () => {
    expect(() => parseConfig({ DATA_DIR: '/srv/web/dist/data', WEB_DIST_DIR: '/srv/web/dist' })).toThrow(ConfigError);
    expect(() => parseConfig({ S3_ENDPOINT: 'not a url', S3_BUCKET: 'documents' })).toThrow(/S3_ENDPOINT/);
  });
});
