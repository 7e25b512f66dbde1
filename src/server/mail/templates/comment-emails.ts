import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailMessage } from '../mailer.ts'

type MentionEmail = {
  to: string
  /** The mentioned member's name. */
  name: string
  /** Who wrote the comment. */
  authorName: string
  /** The candidate the application belongs to; null when the answer has no name. */
  candidateName: string | null
  /** Opens the application's detail in /curriculos. */
  url: string
}

/**
 * "Você foi mencionado": a member named the recipient in a comment (issue 16). The comment's text
 * stays in the app (it may hold opinions about the candidate an inbox should not keep).
 */
export function mentionEmail({ to, name, authorName, candidateName, url }: MentionEmail): MailMessage {
  const title = `${authorName} mencionou você em um comentário`
  const first = name.trim().split(/\s+/)[0]
  const hello = first ? `Olá, ${first}!` : 'Olá!'
  const about = candidateName ? `na candidatura de ${candidateName}` : 'em uma candidatura'
  const intro = `${authorName} mencionou você em um comentário ${about} no Talentos.`
  return {
    to,
    subject: title,
    text: [
      hello,
      '',
      intro,
      'Para ler o comentário, abra a candidatura:',
      '',
      url,
      '',
      'Equipe Talentos',
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
        emailButton(url, 'Ver comentário'),
        `<p style="margin:0;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(url)}</a></p>`,
      ].join('\n'),
    }),
  }
}
