import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailMessage } from '../mailer.ts'

type InvitationEmail = {
  to: string
  name: string
  companyName: string
  inviterName: string
  roleLabel: string
  url: string
  days: number
}

/** The invitation to join a company's team (/usuarios → "Adicionar Usuário"). */
export function invitationEmail({
  to,
  name,
  companyName,
  inviterName,
  roleLabel,
  url,
  days,
}: InvitationEmail): MailMessage {
  const title = `Convite para a equipe ${companyName} no Talentos`
  const first = name.trim().split(/\s+/)[0]
  const hello = first ? `Olá, ${first}!` : 'Olá!'
  const intro = `${inviterName} convidou você para fazer parte da equipe ${companyName} no Talentos como ${roleLabel}.`
  return {
    to,
    subject: title,
    text: [
      hello,
      '',
      intro,
      'Para aceitar, abra o link abaixo e crie sua senha:',
      '',
      url,
      '',
      `O convite vale por ${days} dias.`,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
      '',
      'Equipe Talentos',
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
        '<p style="margin:0 0 12px">Para aceitar, crie sua senha:</p>',
        emailButton(url, 'Aceitar convite'),
        `<p style="margin:0 0 12px">O convite vale por ${days} dias.</p>`,
        `<p style="margin:0 0 12px;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(url)}</a></p>`,
        '<p style="margin:0">Se você não esperava este convite, ignore este e-mail.</p>',
      ].join('\n'),
    }),
  }
}
