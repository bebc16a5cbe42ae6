import { describe, expect, it } from 'vitest';
import { agentClassOf } from './agent-class';

describe('agentClassOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'desktop',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 9; CUBOT X20) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'mobile',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'bot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bot'],
    ['Twitterbot/1.0', 'bot'],
    ['WhatsApp/2.23.20.0', 'bot'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
      'bot',
    ],
    ['python-requests/2.32.3', 'bot'],
    ['', 'bot'],
    [undefined, 'bot'],
    ['SmartTV/1.0 (Tizen)', 'other'],
  ])('%s is %s', (agent, expected) => {
    expect(agentClassOf(agent)).toBe(expected);
  });
});
