// One visitor's request on a short link, timed, over kept-alive connections; and a steady stream
// of them at a fixed rate, each sent on time whether or not the one before was answered (so a
// stall shows as the latency of every request sent during it).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type TVisit = { status: number; location: string | undefined; ms: number };

/** GET `base + path` as a browser; rejects when no answer comes (refused, reset, 10 s). */
export function visit(base: string, path: string): Promise<TVisit> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const request = http.get(
      `${base}${path}`,
      { agent, headers: { 'user-agent': browser }, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            ms: performance.now() - started,
          }),
        );
        response.on('error', fail);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', fail);
  });
}

export type TStream = { latencies: number[]; redirects: number; failures: number };

/** `perSecond` visits a second over the codes in turn until `stop` resolves; answers when all are back. */
export async function steadyVisits(
  base: string,
  codes: string[],
  perSecond: number,
  stop: Promise<unknown>,
): Promise<TStream> {
  const stream: TStream = { latencies: [], redirects: 0, failures: 0 };
  const pending: Promise<void>[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const started = performance.now();
  for (let sent = 0; !stopped; sent++) {
    // the next send time follows the clock, not the previous request
    const due = started + (sent * 1000) / perSecond - performance.now();
    if (due > 0) {
      await new Promise((next) => setTimeout(next, due));
    }
    pending.push(
      visit(base, `/t/${codes[sent % codes.length]}`).then(
        (answer) => {
          stream.latencies.push(answer.ms);
          if (answer.status === 302) {
            stream.redirects++;
          } else {
            stream.failures++;
          }
        },
        () => {
          stream.failures++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return stream;
}
