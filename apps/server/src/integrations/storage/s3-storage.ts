import type { TObjectStorage } from './object-storage';

export type TS3Options = {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, R2, a local fake); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}` (most non-AWS servers). */
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The SDK and its client, loaded on first use: a server on local disk never loads the SDK. */
async function connect(options: TS3Options) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // plain PUTs with a length, which every S3-compatible server reads
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return { sdk, client };
}

/** The object storage in an S3-compatible bucket (AWS SDK v3), one object per key. */
export function createS3Storage(options: TS3Options): TObjectStorage {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    connection ??= connect(options);
    return connection;
  };
  const Bucket = options.bucket;
  return {
    async put(key, body) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
