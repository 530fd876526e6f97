// `pagelift login`: signs in to a PageLift server once and keeps the token (credentials.ts), so
// `pagelift capture --project ID` needs no --token. `pagelift logout` forgets it.
import { parseArgs } from 'node:util';
import { apiKey, credentialsFile, readCredentials, writeCredentials } from '../credentials.ts';
import { EXIT, type CommandIo } from '../io.ts';
import { readPassword } from '../prompt.ts';

export const LOGIN_USAGE = `usage: pagelift login [--api URL] [--email EMAIL] [--password-stdin | --token TOKEN]

Signs in to a PageLift server and stores the token in ~/.config/pagelift/credentials.json
(mode 600; $XDG_CONFIG_HOME or $PAGELIFT_CONFIG_DIR move it). capture then uses it for that server.

  --api URL          the server (default: $PAGELIFT_API_URL or http://localhost:8080)
  --email EMAIL      the account's email (asked when not given)
  --password-stdin   read the password from standard input (else it is asked, not echoed)
  --token TOKEN      store this token instead (checked with the server first): a token copied
                     from the web app (its local storage key "token", e.g. in the
                     browser devtools: localStorage.getItem("token"))
  -h, --help         this help

Exit codes: 0 signed in, 1 the server could not be reached, 2 bad usage, 3 wrong email,
            password or token.
`;

export const LOGOUT_USAGE = `usage: pagelift logout [--api URL]

Forgets the token stored for the server (default: the last one signed in to). The token itself
stays valid until it expires; "Sign out everywhere" in the web app revokes every token.

Exit codes: 0 forgotten (or none stored), 2 bad usage.
`;

function base(apiUrl: string): string {
  return apiKey(apiUrl);
}

async function call(url: string, init: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: response.status, body };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

export async function loginCommand(argv: string[], io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        token: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`pagelift login: ${(error as Error).message}\n${LOGIN_USAGE}`);
    return EXIT.usage;
  }
  const { values } = parsed;
  if (values.help) {
    io.stdout(LOGIN_USAGE);
    return EXIT.ok;
  }
  const usage = (message: string) => {
    io.stderr(`pagelift login: ${message}\n${LOGIN_USAGE}`);
    return EXIT.usage;
  };
  let api: string;
  try {
    api = base(values.api ?? io.env.PAGELIFT_API_URL ?? 'http://localhost:8080');
  } catch {
    return usage(`not a URL: ${values.api}`);
  }
  if (values.token !== undefined && values['password-stdin']) return usage('give --token or --password-stdin, not both');

  try {
    let token: string;
    let email: string;
    if (values.token !== undefined) {
      const me = await call(`${api}/v1/auth/`, { headers: { authorization: `Bearer ${values.token}` } });
      if (me.status === 401) {
        io.stderr(`pagelift login: ${api} refused the token (${me.body?.error ?? me.body?.message ?? 'HTTP 401'})\n`);
        return EXIT.auth;
      }
      if (me.status !== 200) throw new Error(`HTTP ${me.status} ${me.body?.error ?? me.body?.message ?? ''}`.trim());
      token = values.token;
      email = me.body.data.user.email;
    } else {
      email = values.email ?? '';
      const interactive = Boolean(io.stdin?.isTTY);
      if (!email && interactive) email = (await readPassword(io, 'Email: ', { echo: true })).trim();
      if (!email) return usage('give --email EMAIL (or --token TOKEN)');
      let password: string;
      if (values['password-stdin']) {
        if (!io.stdin) return usage('--password-stdin needs standard input');
        password = (await readAll(io.stdin)).replace(/\r?\n$/, '');
      } else if (interactive) {
        password = await readPassword(io, 'Password: ', { echo: false });
      } else {
        return usage('no terminal to ask the password on: give --password-stdin or --token');
      }
      const signedIn = await call(`${api}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (signedIn.status === 401 || signedIn.status === 400 || signedIn.status === 429) {
        io.stderr(`pagelift login: ${signedIn.body?.error ?? signedIn.body?.message ?? `HTTP ${signedIn.status}`}\n`);
        return EXIT.auth;
      }
      if (signedIn.status !== 200 || typeof signedIn.body?.data?.token !== 'string') {
        throw new Error(`HTTP ${signedIn.status} ${signedIn.body?.error ?? signedIn.body?.message ?? ''}`.trim());
      }
      token = signedIn.body.data.token;
    }
    const credentials = await readCredentials(io.env);
    credentials.servers[api] = { token, email, savedAt: new Date().toISOString() };
    credentials.defaultApi = api;
    const file = await writeCredentials(io.env, credentials);
    io.stderr(`pagelift login: signed in to ${api} as ${email}; token stored in ${file}\n`);
    return EXIT.ok;
  } catch (error) {
    io.stderr(`pagelift login: could not sign in at ${api}: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
}

export async function logoutCommand(argv: string[], io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { api: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (error) {
    io.stderr(`pagelift logout: ${(error as Error).message}\n${LOGOUT_USAGE}`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    io.stdout(LOGOUT_USAGE);
    return EXIT.ok;
  }
  const credentials = await readCredentials(io.env);
  const api = parsed.values.api ? base(parsed.values.api) : credentials.defaultApi;
  if (!api || !credentials.servers[api]) {
    io.stderr(`pagelift logout: no token stored${api ? ` for ${api}` : ''}\n`);
    return EXIT.ok;
  }
  delete credentials.servers[api];
  if (credentials.defaultApi === api) credentials.defaultApi = Object.keys(credentials.servers)[0];
  await writeCredentials(io.env, credentials);
  io.stderr(`pagelift logout: forgot the token for ${api} (${credentialsFile(io.env)})\n`);
  return EXIT.ok;
}

/**
 * The token and API `capture` uses when neither --token nor PAGELIFT_TOKEN is given: the one
 * stored for --api (or PAGELIFT_API_URL, or the last server signed in to).
 */
export async function withStoredLogin(argv: string[], io: CommandIo): Promise<CommandIo> {
  if (argv.some((a) => a === '--token' || a.startsWith('--token=')) || io.env.PAGELIFT_TOKEN) return io;
  const credentials = await readCredentials(io.env).catch(() => ({ servers: {} }) as { defaultApi?: string; servers: Record<string, { token: string }> });
  const i = argv.findIndex((a) => a === '--api' || a.startsWith('--api='));
  const given = i < 0 ? io.env.PAGELIFT_API_URL : argv[i]!.startsWith('--api=') ? argv[i]!.slice(6) : argv[i + 1];
  let api: string | undefined;
  try {
    api = given ? base(given) : credentials.defaultApi;
  } catch {
    return io;
  }
  const stored = api ? credentials.servers[api] : undefined;
  if (!api || !stored) return io;
  return { ...io, env: { ...io.env, PAGELIFT_TOKEN: stored.token, PAGELIFT_API_URL: io.env.PAGELIFT_API_URL ?? api } };
}
