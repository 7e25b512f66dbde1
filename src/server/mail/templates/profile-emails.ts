import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailMessage } from '../mailer.ts'

/** The support mailbox the account pages link to (src/web/features/auth/support.ts). */
const SUPPORT_EMAIL = 'suporte@talentos.app.br'

function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0]
  return first ? `Olá, ${first}!` : 'Olá!'
}

/** Sent to the NEW address: the e-mail changes only when this link is opened. */
export function emailChangeConfirmationEmail(options: {
  to: string
  name: string
  url: string
  hours: number
}): MailMessage {
  const title = 'Confirme seu novo e-mail no Talentos'
  const hello = greeting(options.name)
  const intro = `Recebemos um pedido para usar ${options.to} como o e-mail da sua conta no Talentos.`
  return {
    to: options.to,
    subject: title,
    text: [
      hello,
      '',
      intro,
      'Para confirmar a alteração, abra o link abaixo:',
      '',
      options.url,
      '',
      `O link vale por ${options.hours} horas e pode ser usado uma única vez. Até lá, o e-mail da conta continua o mesmo.`,
      '',
      'Se você não pediu esta alteração, ignore este e-mail.',
      '',
      'Equipe Talentos',
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
        '<p style="margin:0 0 12px">Para confirmar a alteração, clique no botão:</p>',
        emailButton(options.url, 'Confirmar novo e-mail'),
        `<p style="margin:0 0 12px">O link vale por ${options.hours} horas e pode ser usado uma única vez. Até lá, o e-mail da conta continua o mesmo.</p>`,
        `<p style="margin:0 0 12px;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(options.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(options.url)}</a></p>`,
        '<p style="margin:0">Se você não pediu esta alteração, ignore este e-mail.</p>',
      ].join('\n'),
    }),
  }
}

/** Sent to the OLD address after the change, so the owner notices a change they did not make. */
export function emailChangedNoticeEmail(options: {
  to: string
  name: string
  newEmail: string
}): MailMessage {
  const title = 'O e-mail da sua conta no Talentos foi alterado'
  const hello = greeting(options.name)
  const intro = `O e-mail da sua conta no Talentos foi alterado de ${options.to} para ${options.newEmail}. A partir de agora, use o novo endereço para entrar.`
  const warning = `Se não foi você, fale com o suporte imediatamente: ${SUPPORT_EMAIL}`
  return {
    to: options.to,
    subject: title,
    text: [hello, '', intro, '', warning, '', 'Equipe Talentos'].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
        `<p style="margin:0">${escapeHtml(warning)}</p>`,
      ].join('\n'),
    }),
  }
}
