import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_TOML, REPO_ROOT, STACK_DIR, SUPABASE_DIR } from '../lib/paths.ts';
import { anonClient, linkInMail, stackValues, uniqueEmail, waitForMail } from '../testing.ts';
import { parseGoTemplate, renderGoTemplate } from './go-template.ts';
import { EMAIL_TEMPLATE_NAMES, htmlToText, renderAuthMail, type EmailTemplateFile, type EmailTemplateName } from './mail.ts';
import { settingsFromToml } from './settings.ts';
import { startAuthHarness, type AuthHarness } from './test-harness.ts';

const TEMPLATES_DIR = join(SUPABASE_DIR, 'templates');
const configured = settingsFromToml(readFileSync(CONFIG_TOML, 'utf8')).emailTemplates;
const PASSWORD = 'secreto123';

function templateOf(name: EmailTemplateName): EmailTemplateFile {
  const template = configured[name];
  if (!template) throw new Error(`no [auth.email.template.${name}]`);
  return template;
}

/** What GoTrue hands every template (email_change also gets NewEmail). */
const SAMPLE = {
  SiteURL: 'https://pitwall.example.com',
  ConfirmationURL: 'https://api.example.com/auth/v1/verify?token=abc&type=signup&redirect_to=https://pitwall.example.com/',
  Email: 'lucia@example.com',
  NewEmail: 'lucia.nueva@example.com',
  Token: '123456',
  TokenHash: 'abc',
  Data: { nombre: 'Lucía' },
  RedirectTo: 'https://pitwall.example.com/',
};

describe('auth e-mail templates in supabase/config.toml', () => {
  it('references every file of supabase/templates, and every reference is a file there', () => {
    const files = readdirSync(TEMPLATES_DIR).map((file) => join(TEMPLATES_DIR, file)).sort();
    const referenced = Object.values(configured).map((t) => t.contentPath).sort();
    expect(referenced).toEqual(files);
    // Every e-mail GoTrue can send has a Spanish template, so none goes out in English.
    expect(Object.keys(configured).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  it('renders every template in Spanish with GoTrue’s variables', () => {
    for (const [name, template] of Object.entries(configured)) {
      const { subject, html, text } = renderAuthMail(template, SAMPLE);
      expect(subject, name).toMatch(/Pitwall/);
      expect(html, name).toContain('<html lang="es">');
      expect(html, name).toContain('<p>Hola:</p>');
      expect(html, name).toContain(SAMPLE.Token);
      if (name !== 'reauthentication') expect(html, name).toContain(`href="${SAMPLE.ConfirmationURL.replaceAll('&', '&amp;')}"`);
      expect(text, name).not.toMatch(/[<>{}]/);
    }
    expect(renderAuthMail(templateOf('email_change'), SAMPLE).text).toContain(`usar ${SAMPLE.NewEmail}`);
    expect(renderAuthMail(templateOf('confirmation'), { ...SAMPLE, Data: {} }).html).toContain('<p>Hola:</p>');
  });

  it('greets without the name the visitor typed: a mail the company sends to any address carries none of it', () => {
    const nombre = `Visita https://estafa.example/premio ${'x'.repeat(3_000)} <a href="https://estafa.example">aquí</a>`;
    for (const [name, template] of Object.entries(configured)) {
      const { subject, html, text } = renderAuthMail(template, { ...SAMPLE, Data: { nombre, apellidos: nombre } });
      expect(`${subject}${html}${text}`, name).not.toContain('estafa.example');
      expect(html.length, name).toBeLessThan(4_000);
    }
  });

  it('say how long links and codes last as config.toml sets it (otp_expiry)', () => {
    const minutes = settingsFromToml(readFileSync(CONFIG_TOML, 'utf8')).otpExpiry / 60;
    for (const [name, template] of Object.entries(configured)) {
      expect(readFileSync(template.contentPath, 'utf8'), name).toMatch(new RegExp(`caducan? en ${minutes} minutos\\.`));
    }
  });

  it('leaves no auth e-mail text in TypeScript', () => {
    const sentences = Object.values(configured).flatMap((t) =>
      htmlToText(renderGoTemplate(readFileSync(t.contentPath, 'utf8'), {}))
        .split(/\n|(?<=[.:])\s/)
        .filter((line) => line.length >= 25),
    );
    expect(sentences.length).toBeGreaterThan(10);
    const sources = ['tools', 'libs', 'apps', 'supabase/functions'].flatMap((dir) =>
      readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => join(REPO_ROOT, dir, file)),
    );
    expect(sources).toContain(join(STACK_DIR, 'auth', 'mail.ts'));
    for (const file of sources) {
      const source = readFileSync(file, 'utf8');
      for (const sentence of sentences) expect(source.includes(sentence), `${relative(REPO_ROOT, file)}: ${sentence}`).toBe(false);
    }
  });
});

describe('the go template subset', () => {
  it('escapes values, branches on truth and refuses what it cannot render like Go', () => {
    expect(renderGoTemplate('<b>{{ .A }}</b>', { A: '<x & "y">' })).toBe('<b>&lt;x &amp; &#34;y&#34;&gt;</b>');
    expect(renderGoTemplate('{{ if .D.n }}sí {{ .D.n }}{{ else }}no{{ end }}', { D: { n: 'Ana' } })).toBe('sí Ana');
    expect(renderGoTemplate('{{ if .D.n }}sí{{ else }}no{{ end }}', { D: {} })).toBe('no');
    expect(renderGoTemplate('a {{- /* nota */ -}} b', {})).toBe('ab');
    expect(() => parseGoTemplate('{{ range .X }}{{ end }}')).toThrow(/unsupported/);
    expect(() => parseGoTemplate('{{ .X | html }}')).toThrow(/unsupported/);
    expect(() => parseGoTemplate('{{ if .X }}sin fin')).toThrow(/without \{\{ end \}\}/);
  });
});

describe('the local auth service sends the template files', () => {
  let harness: AuthHarness | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('sends the confirmation of the project template', async () => {
    const email = uniqueEmail('plantilla');
    const { error } = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { nombre: 'Ana' } } });
    expect(error).toBeNull();
    const mail = await waitForMail(email, templateOf('confirmation').subject);
    expect(mail.subject).toBe(templateOf('confirmation').subject);
    const token = /<strong>(\d{8})<\/strong>/.exec(mail.html)?.[1] as string;
    const expected = renderAuthMail(templateOf('confirmation'), {
      ...SAMPLE,
      ConfirmationURL: linkInMail(mail),
      Token: token,
      Data: { nombre: 'Ana' },
    });
    // The catcher re-serialises the HTML: compare what it reads as.
    expect(htmlToText(mail.html)).toBe(expected.text);
    expect(mail.text.trim()).toBe(expected.text);
    expect(mail.text).toContain(`Confirmar mi correo: ${linkInMail(mail)}`);
  });

  it('sends what the template file says when it is edited, without a restart', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pitwall-templates-'));
    const copy = join(folder, 'confirmation.html');
    copyFileSync(templateOf('confirmation').contentPath, copy);
    harness = await startAuthHarness({
      emailTemplates: { confirmation: { subject: 'Alta {{ .Email }}', contentPath: copy } },
    });
    const sb = harness.anonClient();

    const before = uniqueEmail('antes');
    expect((await sb.auth.signUp({ email: before, password: PASSWORD })).error).toBeNull();
    const first = await waitForMail(before, 'Alta');
    expect(first.subject).toBe(`Alta ${before}`);
    expect(first.html).toContain('Gracias por registrarte en Pitwall');

    writeFileSync(copy, readFileSync(copy, 'utf8').replace('Gracias por registrarte en Pitwall', 'Bienvenida al equipo de {{ .SiteURL }}'));
    const after = uniqueEmail('despues');
    expect((await sb.auth.signUp({ email: after, password: PASSWORD })).error).toBeNull();
    const second = await waitForMail(after, 'Alta');
    expect(second.html).toContain(`Bienvenida al equipo de ${stackValues().siteUrl}`);
    expect(second.html).not.toContain('Gracias por registrarte en Pitwall');
    expect(second.text).toContain(`Bienvenida al equipo de ${stackValues().siteUrl}`);
  });
});
