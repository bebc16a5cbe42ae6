// Visitors on short links, driven by autocannon in a process of its own (in the bench's process
// it would share an event loop with whatever the bench measures). The same request mix for every
// target: the links' codes in turn, browsers' user-agents, a `?sub=` on one in three, a referrer
// on half. A fixed number of requests, so each 302 counted here is one the server answered, and
// nothing is left in flight when the run ends (the click check compares exact counts).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** What this file asks of autocannon (the package ships no types). */
type TAutocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: { method: 'GET'; path: string; headers: Record<string, string> }[];
}) => Promise<{
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number } | undefined>;
  latency: { p50: number; p99: number; max: number };
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

export type TLoadSpec = { base: string; codes: string[]; connections: number; amount: number };
export type TLoadResult = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  redirects: number;
  /** Anything but a 302: other statuses, connection errors, time-outs. */
  failures: number;
  seconds: number;
};

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
];
const referrers = [
  'https://www.instagram.com/',
  'https://t.co/',
  'https://www.youtube.com/',
  'https://blog.example.test/best-kettles',
];
const subIds = ['ig-story', 'yt-desc', 'newsletter-48', 'tt-bio'];

/** One request per code at least, each a distinct mix of agent, sub-id and referrer. */
function requestMix(codes: string[]) {
  const size = Math.max(codes.length, 1000);
  return Array.from({ length: size }, (_, i) => {
    const sub = i % 3 === 0 ? `?sub=${subIds[i % subIds.length]}` : '';
    const headers: Record<string, string> = { 'user-agent': userAgents[i % userAgents.length] as string };
    if (i % 2 === 0) {
      headers.referer = referrers[i % referrers.length] as string;
    }
    return { method: 'GET' as const, path: `/t/${codes[i % codes.length]}${sub}`, headers };
  });
}

async function run(spec: TLoadSpec): Promise<TLoadResult> {
  const result = await autocannon({
    url: spec.base,
    connections: spec.connections,
    amount: spec.amount,
    requests: requestMix(spec.codes),
    timeout: 10,
  });
  const redirects = result.statusCodeStats['302']?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, s) => sum + (s?.count ?? 0), 0);
  const seconds = result.duration;
  return {
    rps: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    redirects,
    failures: answered - redirects + result.errors + result.timeouts,
    seconds,
  };
}

/** Runs `spec` in a child process (this file, through tsx) and answers its figures. */
export async function load(spec: TLoadSpec): Promise<TLoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, JSON.stringify(spec)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout);
}

/** A short run, then one of about `seconds` at the rate the short one reached. */
export async function warmThenLoad(spec: Omit<TLoadSpec, 'amount'>, seconds: number) {
  const warm = await load({ ...spec, amount: 10_000 });
  const measured = await load({
    ...spec,
    amount: Math.max(spec.connections, Math.round(warm.rps * seconds)),
  });
  return { warm, measured };
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2]) {
  process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2]))));
}
