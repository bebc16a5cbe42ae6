import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeS3 = {
  endpoint: string;
  /** What the bucket holds, by `{bucket}/{key}`. */
  objects: Map<string, Buffer>;
  /** Every request as `METHOD /bucket/key`, and whether it was signed (AWS Signature V4). */
  requests: { line: string; signed: boolean }[];
  close: () => Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local S3-compatible server that speaks just enough of the REST API for the object storage
 * (path-style PUT, GET and DELETE of one object), so the real AWS SDK client is what is tested.
 */
export async function startFakeS3(bucket: string): Promise<TFakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: TFakeS3['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const signed = /^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? '');
    requests.push({ line: `${request.method} ${path}`, signed });
    const [, bucketName, ...rest] = path.split('/');
    const key = rest.join('/');
    response.setHeader('x-amz-request-id', 'fake');
    if (!signed) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(xmlError('AccessDenied', 'unsigned'));
      return;
    }
    if (bucketName !== bucket || !key) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(xmlError('NoSuchBucket', 'no bucket'));
      return;
    }
    const id = `${bucketName}/${key}`;
    if (request.method === 'PUT') {
      objects.set(id, await read(request));
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === 'GET') {
      const body = objects.get(id);
      if (!body) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'no key'));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      response.end(body);
    } else if (request.method === 'DELETE') {
      objects.delete(id);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
