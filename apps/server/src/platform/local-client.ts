import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config-production';

// Whether a request comes from this machine: the developer mailbox and the demo password are
// served only to such a client (docs/security.md "This machine only"). A reverse proxy on the
// same machine connects from loopback for every visitor, so the socket alone does not tell.

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined && isLoopbackHost(address.replace(/^::ffff:/, ''));

/**
 * A client on this machine: it connected from loopback and, with TRUST_PROXY, every address the
 * proxies name is loopback too; without it, a request a proxy forwarded (it names a client) is
 * never counted as local, since the client it names cannot be trusted.
 */
export function isLocalClient(request: FastifyRequest, trustProxy: boolean): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    return false;
  }
  if (trustProxy) {
    return request.ips === undefined || request.ips.every(isLoopbackAddress);
  }
  return forwardingHeaders.every((name) => request.headers[name] === undefined);
}
