/**
 * Test helper: a browser's part of the regional sign-in, over plain HTTP. From the authorization URL
 * our server answered, follows the provider's redirects with a cookie jar, fills its login form (the
 * test provider's dev interactions: any login, any password) and stops at the redirect back to the
 * client, whose URL carries code, state and iss.
 */
const MAX_STEPS = 20;

export interface ProviderCallback {
  code: string;
  state: string;
  iss?: string;
}

function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs `login` in at the provider; answers what the provider sends back to `redirectUri`. */
export async function signInAtProvider(authorizationUrl: string, redirectUri: string, login: string): Promise<ProviderCallback> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (url.startsWith(redirectUri)) {
      const back = new URL(url).searchParams;
      const code = back.get('code');
      const state = back.get('state');
      if (!code || !state) throw new Error(`the provider came back without a code: ${url}`);
      return { code, state, iss: back.get('iss') ?? undefined };
    }
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
    });
    keepCookies(jar, response);
    form = null;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
    } else if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      await response.text();
      form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    } else {
      throw new Error(`unexpected answer ${response.status} from ${url}: ${(await response.text()).slice(0, 300)}`);
    }
  }
  throw new Error('the provider kept redirecting');
}
