/**
 * The Supabase Auth e-mail templates, generated from the mail catalogue: each catalogue template is rendered with
 * GoTrue's placeholders as its data, so the live auth mails say exactly what the Demo-Postfach shows.
 * `npm run mail:templates` writes them; tests/supabase/authTemplates.test.ts fails when they drift.
 */
import { renderMail, type MailTemplateName } from '../supabase/functions/_shared/mail';

/** GoTrue's template name (config.toml `[auth.email.template.<name>]`) → the catalogue's template. */
export const AUTH_TEMPLATES: Record<string, MailTemplateName> = {
  confirmation: 'auth_signup',
  recovery: 'auth_password_reset',
  magic_link: 'auth_magic_link',
  email_change: 'auth_email_change',
  invite: 'auth_invite',
};

const PLACEHOLDERS = {
  confirmation_url: '{{ .ConfirmationURL }}',
  token: '{{ .Token }}',
  new_email: '{{ .NewEmail }}',
};

export interface AuthTemplateFile {
  name: string;
  subject: string;
  /** Relative to the repository root. */
  path: string;
  html: string;
}

export function authTemplateFiles(): AuthTemplateFile[] {
  return Object.entries(AUTH_TEMPLATES).map(([name, template]) => {
    const mail = renderMail(template, PLACEHOLDERS, { siteUrl: '{{ .SiteURL }}' });
    return { name, subject: mail.subject, path: `supabase/templates/${name}.html`, html: `${mail.html}\n` };
  });
}

const BEGIN = '# BEGIN generated auth e-mail templates (npm run mail:templates)';
const END = '# END generated auth e-mail templates';

/** The generated block of supabase/config.toml. */
export function configBlock(files: AuthTemplateFile[]): string {
  const sections = files.map(
    (file) =>
      `[auth.email.template.${file.name}]\nsubject = ${JSON.stringify(file.subject)}\n` +
      `content_path = "./${file.path}"`,
  );
  return `${BEGIN}\n${sections.join('\n\n')}\n${END}`;
}

/** config.toml with its generated block replaced (or appended). */
export function withConfigBlock(config: string, files: AuthTemplateFile[]): string {
  const block = configBlock(files);
  const start = config.indexOf(BEGIN);
  const end = config.indexOf(END);
  if (start === -1 || end === -1) return `${config.trimEnd()}\n\n${block}\n`;
  return `${config.slice(0, start)}${block}${config.slice(end + END.length)}`;
}
