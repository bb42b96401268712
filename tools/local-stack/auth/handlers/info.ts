import type { AuthContext } from '../context.ts';
import type { AuthResponse } from '../http.ts';

/** GET /settings (GoTrue internal/api/settings.go). */
export function settings(ctx: AuthContext): AuthResponse {
  const s = ctx.settings;
  return {
    status: 200,
    json: {
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: !s.enableSignup,
      mailer_autoconfirm: !s.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    },
  };
}

/** GET /health */
export function health(): AuthResponse {
  return {
    status: 200,
    json: {
      version: 'local',
      name: 'GoTrue',
      description: 'Pitwall local auth service, a GoTrue-compatible API for supabase-js',
    },
  };
}
