// The ceiling for the redirect: a bare `node:http` server answering `/t/{code}` with the same
// 302 and Location as the app, from a map in memory, with no database, no click and no framework.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TBenchLinkRow } from './tracking-links';

export async function startBareRedirect(links: Pick<TBenchLinkRow, 'code' | 'destinationUrl'>[]) {
  const destinations = new Map(links.map((link) => [link.code, link.destinationUrl]));
  let answered = 0;
  const server = http.createServer((request, response) => {
    const code = /^\/t\/([0-9A-Za-z]{8})(?:\?|$)/.exec(request.url ?? '')?.[1];
    const destination = code && destinations.get(code);
    answered++;
    if (!destination) {
      response.writeHead(404, { 'content-length': 0 }).end();
      return;
    }
    response.writeHead(302, { location: destination, 'content-length': 0 }).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests answered so far: the load tool's count should match it. */
    answered: () => answered,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
