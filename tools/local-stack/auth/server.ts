/**
 * The local auth service: the GoTrue HTTP API that supabase-js uses for e-mail + password accounts
 * (tools/local-stack/WIRE-CONTRACT.md §2), on the project's own auth.users table.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import { createAuthMailer, type SmtpSettings } from './mail.ts';
import { RateLimiter } from './rate-limit.ts';
import { ClientGoneError, isVersioned, parseRequest, sendError, sendResponse, type AuthRequest, type AuthResponse } from './http.ts';
import { loadAuthSettings, type AuthSettings, type AuthSettingsOverrides } from './settings.ts';
import { createUser, deleteUserById, generateLink, getUserById, listUsers, updateUserById } from './handlers/admin.ts';
import { health, settings as settingsHandler } from './handlers/info.ts';
import { recover, resend } from './handlers/recover.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { getUser, logout, updateCurrentUser } from './handlers/user.ts';
import { verifyGet, verifyPost } from './handlers/verify.ts';
import { disabledRoute } from './handlers/disabled.ts';
import { invite } from './handlers/invite.ts';
import { otp } from './handlers/otp.ts';
import { reauthenticate } from './handlers/reauthenticate.ts';
import { projectKey } from '../lib/keys.ts';

export interface AuthServerOptions {
  dbUrl: string;
  jwtSecret: string;
  /** Public base of the Supabase API (the gateway), e.g. http://localhost:54321. */
  apiUrl: string;
  smtp: SmtpSettings;
  /** Overrides on top of supabase/config.toml and the AUTH_* environment. */
  settings?: AuthSettingsOverrides;
  /** Fixed port (default: a free loopback port). */
  port?: number;
}

export interface RunningAuthServer {
  port: number;
  url: string;
  settings: AuthSettings;
  close(): Promise<void>;
}

type Handler = (ctx: AuthContext, req: AuthRequest) => Promise<AuthResponse> | AuthResponse;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/user': { GET: getUser, PUT: updateCurrentUser },
  '/logout': { POST: logout },
  '/settings': { GET: (ctx) => settingsHandler(ctx) },
  '/health': { GET: () => health() },
  '/admin/users': { GET: listUsers, POST: createUser },
  '/admin/generate_link': { POST: generateLink },
  '/otp': { POST: otp },
  '/invite': { POST: invite },
  '/reauthenticate': { GET: reauthenticate },
};

const ADMIN_USER = /^\/admin\/users\/([^/]+)$/;

function route(req: AuthRequest): Handler | undefined {
  const disabled = disabledRoute(req.method, req.path);
  if (disabled) return disabled;
  const exact = ROUTES[req.path];
  if (exact) {
    const handler = exact[req.method];
    if (!handler) throw errors.methodNotAllowed();
    return handler;
  }
  const adminUser = ADMIN_USER.exec(req.path);
  if (adminUser) {
    const id = decodeURIComponent(adminUser[1] as string);
    switch (req.method) {
      case 'GET':
        return (ctx, r) => getUserById(ctx, r, id);
      case 'PUT':
        return (ctx, r) => updateUserById(ctx, r, id);
      case 'DELETE':
        return (ctx, r) => deleteUserById(ctx, r, id);
      default:
        throw errors.methodNotAllowed();
    }
  }
  return undefined;
}

export async function startAuthServer(options: AuthServerOptions): Promise<RunningAuthServer> {
  const settings = loadAuthSettings(options.settings);
  const pool = new pg.Pool({ connectionString: options.dbUrl, max: 10, application_name: 'local-auth' });
  pool.on('error', (error) => console.error('[auth] idle database connection failed:', error.message));
  const mailer = createAuthMailer(options.smtp);
  const limiter = new RateLimiter();
  const externalUrl = `${options.apiUrl.replace(/\/+$/, '')}/auth/v1`;
  const ctx: AuthContext = {
    pool,
    settings,
    tokens: {
      secret: projectKey(options.jwtSecret),
      issuer: externalUrl,
      expirySeconds: settings.jwtExpiry,
    },
    externalUrl,
    mailer,
    limiter,
    adminRoles: ['service_role', 'supabase_admin'],
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const versioned = isVersioned(req);
    try {
      const parsed = await parseRequest(req);
      const handler = route(parsed);
      if (!handler) throw errors.notFound();
      sendResponse(res, await handler(ctx, parsed), versioned);
    } catch (error) {
      if (error instanceof ClientGoneError || res.headersSent) {
        res.destroy();
        return;
      }
      sendError(res, error, versioned);
    }
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('auth server has no port'));
      else resolvePort(address.port);
    });
  });

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    settings,
    close: async () => {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      limiter.close();
      mailer.close();
      await pool.end();
    },
  };
}
