import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface FakeIdentity {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/**
 * A local stand-in for Google's identity provider: serves a small `gsi/client` script
 * implementing google.accounts.id.initialize / renderButton / prompt, hands out ID tokens
 * signed with test keys, and publishes the matching JWKS.
 */
export class FakeIdentityProvider {
  origin = '';
  clientId = 'pagelift-e2e.apps.googleusercontent.com';
  /** Who the next sign-in is; tests set this before clicking the button. */
  identity: FakeIdentity = { sub: 'google-sub-1', email: 'grace@example.com', given_name: 'Grace', family_name: 'Hopper' };
  /** What the page passed to initialize(), for assertions. */
  readonly initCalls: Record<string, unknown>[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));
  private privateKey!: CryptoKey;
  private jwks: unknown;

  async start(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' }] };
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get scriptUrl() {
    return `${this.origin}/gsi/client`;
  }
  get jwksUrl() {
    return `${this.origin}/jwks`;
  }

  async token(audience = this.clientId): Promise<string> {
    const id = this.identity;
    return new SignJWT({ email: id.email, email_verified: true, given_name: id.given_name, family_name: id.family_name, name: `${id.given_name} ${id.family_name}` })
      .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' })
      .setIssuer(this.origin)
      .setAudience(audience)
      .setSubject(id.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(this.privateKey);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    res.setHeader('access-control-allow-origin', '*');
    if (url.pathname === '/gsi/client') {
      res.setHeader('content-type', 'text/javascript');
      res.end(GSI_SCRIPT.replace('__ORIGIN__', JSON.stringify(this.origin)));
    } else if (url.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(this.jwks));
    } else if (url.pathname === '/token') {
      res.setHeader('content-type', 'text/plain');
      res.end(await this.token(url.searchParams.get('aud') ?? undefined));
    } else if (url.pathname === '/init' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      this.initCalls.push(JSON.parse(body));
      res.end('ok');
    } else {
      res.statusCode = 404;
      res.end();
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// The stand-in for https://accounts.google.com/gsi/client: the same three entry points.
const GSI_SCRIPT = `(() => {
  const origin = __ORIGIN__;
  let options = null;
  window.google = { accounts: { id: {
    initialize(o) {
      options = o;
      fetch(origin + '/init', { method: 'POST', body: JSON.stringify({ client_id: o.client_id, scope: o.scope ?? null }) });
    },
    renderButton(parent, config) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue with Google';
      button.dataset.text = config && config.text;
      button.style.cssText = 'width:100%;height:44px;border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;font:500 15px sans-serif;cursor:pointer';
      button.addEventListener('click', async () => {
        const credential = await (await fetch(origin + '/token?aud=' + encodeURIComponent(options.client_id))).text();
        options.callback({ credential, select_by: 'btn' });
      });
      parent.appendChild(button);
    },
    prompt() {},
  } } };
})();`;
