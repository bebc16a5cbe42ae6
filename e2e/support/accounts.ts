/** One call of the user API the way the web client makes it; throws with the server's message. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/atlas/v1/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { 'x-aa-authorization': `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { success: boolean; error: string; data: T };
  if (!envelope.success) {
    throw new Error(`${path}: ${envelope.error}`);
  }
  return envelope.data;
}

const profiles = {
  seller: {
    role: 'seller',
    companyName: 'Sam Garden Ltd',
    mainMarketplace: 'US',
    website: 'sam.example.com',
  },
  publisher: {
    role: 'publisher',
    website: 'ivy-reviews.example.com',
    promotionCountry: 'US',
    audience: 'Students looking for laptop and desk deals',
  },
} as const;

/**
 * An account registered through the API, activated from the developer mailbox and with its
 * profile completed: what a browser test starts from when sign-up itself is not its subject.
 * Answers the session token.
 */
export async function registerActiveAccount(
  baseUrl: string,
  role: keyof typeof profiles,
  email: string,
  password: string,
  name: string,
  invitationCode?: string,
): Promise<string> {
  await apiCall(baseUrl, 'user/auth/register', { body: { email, password, role, name, invitationCode } });
  let token = '';
  for (let attempt = 0; attempt < 40 && !token; attempt++) {
    const mailbox = await (await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    token = /\/activate\?token=([\w-]+)/.exec(mailbox)?.[1] ?? '';
    if (!token) {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  const session = await apiCall<{ token: string }>(baseUrl, 'user/auth/activate', { body: { token } });
  await apiCall(baseUrl, 'user/auth/complete-profile', { token: session.token, body: profiles[role] });
  return session.token;
}

/** A seller as above; the seller notice is left for the test. */
export const registerActiveSeller = (baseUrl: string, email: string, password: string) =>
  registerActiveAccount(baseUrl, 'seller', email, password, 'Sam Seller');
