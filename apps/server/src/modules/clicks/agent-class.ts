import type { TClickAgentClass } from '@atlas/shared';

// What a click's user-agent tells, kept as a class, never the string itself. Known bots are
// search crawlers, link previews of chat and social apps (they fetch a link as soon as it is
// pasted), AI crawlers, SEO tools, monitors and HTTP libraries: their clicks are recorded and
// flagged, and no count includes them. A request without a user-agent is a script too.

const bots = new RegExp(
  [
    // Googlebot, bingbot, Slackbot, Twitterbot, GPTBot… (not the Cubot phones)
    '(?<!cu)bot\\b',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'whatsapp',
    'outbrain',
    'vkshare',
    'w3c_validator',
    'preview',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'pagespeed',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'java/',
    'okhttp',
    'libwww-perl',
    'apache-httpclient',
    'axios/',
    'node-fetch',
    'undici',
    'scrapy',
    'ia_archiver',
    'feedfetcher',
    'mediapartners-google',
    'adsbot-google',
    'google-inspectiontool',
    'chatgpt-user',
    'anthropic-ai',
    'bytespider',
    'baiduspider',
    'ahrefs',
    'semrush',
  ].join('|'),
  'i',
);

const tablets = /ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)|sm-t\d|android(?!.*mobile)/i;
const phones = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i;
const desktops = /windows nt|macintosh|mac os x|x11|linux|cros/i;

function classOf(userAgent: string | undefined): TClickAgentClass {
  const agent = userAgent?.trim() ?? '';
  if (agent === '' || bots.test(agent)) {
    return 'bot';
  }
  if (tablets.test(agent)) {
    return 'tablet';
  }
  if (phones.test(agent)) {
    return 'mobile';
  }
  if (desktops.test(agent)) {
    return 'desktop';
  }
  return 'other';
}

/**
 * Classes of the user-agents seen lately: a link's visitors send a few hundred distinct strings,
 * and the patterns above cost more than the rest of a click. Bounded, and long strings (scripts
 * that make them up) are classed each time.
 */
const seen = new Map<string, TClickAgentClass>();
const seenMax = 2_000;
const seenLongest = 512;

export function agentClassOf(userAgent: string | undefined): TClickAgentClass {
  const key = userAgent ?? '';
  const known = seen.get(key);
  if (known !== undefined) {
    return known;
  }
  const found = classOf(userAgent);
  if (key.length <= seenLongest) {
    if (seen.size >= seenMax) {
      seen.clear();
    }
    seen.set(key, found);
  }
  return found;
}
