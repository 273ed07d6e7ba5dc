import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../errors';
import { assertValidKey, isValidKey, type FileStore } from './file-store';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** MinIO, s3rver and most self-hosted stores want `endpoint/bucket/key` rather than a bucket subdomain. */
  forcePathStyle: boolean;
};

/** Files in any S3-compatible object store, shared by every server instance. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's own chain applies (environment, instance role).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async read(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new AppError('NOT_FOUND', 'The file is missing');
        // In Node the SDK's body is an IncomingMessage, a Readable.
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new AppError('NOT_FOUND', 'The file is missing');
        throw error;
      }
    },

    async remove(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async *list(folder, { pageSize = 1000 } = {}) {
      assertValidKey(folder);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, MaxKeys: pageSize, ContinuationToken }),
        );
        for (const { Key, LastModified } of page.Contents ?? []) {
          // Another tool's object in a shared bucket is not ours to list, let alone remove.
          if (Key && LastModified && isValidKey(Key)) yield { key: Key, lastModified: LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
