import { createTransport, type Transporter } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Implicit TLS (port 465). */
  secure?: boolean;
  /** "Name <address>" of the sender. */
  from: string;
}

export type AuthMailKind = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

export interface AuthMail {
  kind: AuthMailKind;
  to: string;
  /** Link through /auth/v1/verify. */
  link: string;
  /** Six-digit code usable with verifyOtp instead of the link. */
  otp: string;
  /** Minutes until the link expires. */
  expiresInMinutes: number;
  /** Greeting name from the user metadata, if any. */
  name?: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Template {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  outro: string;
}

function template(kind: AuthMailKind): Template {
  switch (kind) {
    case 'signup':
      return {
        subject: 'Confirma tu cuenta de Pitwall',
        heading: 'Confirma tu correo electrónico',
        intro: 'Gracias por registrarte en Pitwall. Para activar tu cuenta, confirma tu dirección de correo electrónico.',
        button: 'Confirmar mi correo',
        outro: 'Si no has creado una cuenta en Pitwall, puedes ignorar este mensaje.',
      };
    case 'recovery':
      return {
        subject: 'Restablece tu contraseña de Pitwall',
        heading: 'Restablece tu contraseña',
        intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Pitwall.',
        button: 'Restablecer contraseña',
        outro: 'Si no has pedido cambiar la contraseña, ignora este mensaje: tu contraseña actual sigue siendo válida.',
      };
    case 'email_change':
      return {
        subject: 'Confirma tu nuevo correo electrónico en Pitwall',
        heading: 'Confirma el cambio de correo electrónico',
        intro: 'Has pedido usar esta dirección de correo electrónico en tu cuenta de Pitwall.',
        button: 'Confirmar el nuevo correo',
        outro: 'Si no has pedido este cambio, ignora este mensaje y tu cuenta seguirá como estaba.',
      };
    case 'magiclink':
      return {
        subject: 'Tu enlace de acceso a Pitwall',
        heading: 'Accede a tu cuenta',
        intro: 'Usa este enlace para iniciar sesión en Pitwall.',
        button: 'Iniciar sesión',
        outro: 'Si no has pedido acceder, ignora este mensaje.',
      };
    case 'invite':
      return {
        subject: 'Te han invitado a Pitwall',
        heading: 'Únete a Pitwall',
        intro: 'Te han invitado a crear una cuenta en Pitwall.',
        button: 'Aceptar la invitación',
        outro: 'Si no esperabas esta invitación, ignora este mensaje.',
      };
  }
}

export function renderAuthMail(mail: AuthMail): { subject: string; html: string; text: string } {
  const t = template(mail.kind);
  const greeting = mail.name ? `Hola, ${mail.name}:` : 'Hola:';
  const expiry = `El enlace y el código caducan en ${mail.expiresInMinutes} minutos.`;
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.button}: ${mail.link}`,
    '',
    `También puedes introducir este código: ${mail.otp}`,
    expiry,
    '',
    t.outro,
    '',
    'El equipo de Pitwall',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
    <tr><td style="padding:32px">
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t.heading)}</h1>
      <p>${escapeHtml(greeting)}</p>
      <p>${escapeHtml(t.intro)}</p>
      <p style="margin:28px 0">
        <a href="${escapeHtml(mail.link)}" style="background:#FF6C2C;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a>
      </p>
      <p>También puedes introducir este código: <strong>${escapeHtml(mail.otp)}</strong></p>
      <p style="color:#555555">${escapeHtml(expiry)}</p>
      <p style="color:#555555">${escapeHtml(t.outro)}</p>
      <p>El equipo de Pitwall</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: t.subject, html, text };
}

export interface AuthMailer {
  send(mail: AuthMail): Promise<void>;
  close(): void;
}

export function createAuthMailer(smtp: SmtpSettings): AuthMailer {
  const transport: Transporter = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    // Local catchers speak plain SMTP; real providers get STARTTLS when they offer it.
    ignoreTLS: smtp.host === '127.0.0.1' || smtp.host === 'localhost',
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
  return {
    async send(mail) {
      const { subject, html, text } = renderAuthMail(mail);
      await transport.sendMail({ from: smtp.from, to: mail.to, subject, html, text });
    },
    close: () => transport.close(),
  };
}
