import { formatDateTime } from '../../../shared/format.ts'
import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailMessage } from '../mailer.ts'

/** "Esqueci minha senha" of the candidate area (/c/{slug}/minha-area). */
export function candidatePasswordResetEmail(input: {
  to: string
  name: string
  companyName: string
  url: string
  hours: number
}): MailMessage {
  const title = `Nova senha da sua área de candidato — ${input.companyName}`
  const first = input.name.trim().split(/\s+/)[0]
  const hello = first ? `Olá, ${first}!` : 'Olá!'
  const intro = `Recebemos um pedido para criar uma nova senha da sua área de candidato em ${input.companyName}.`
  const validity = `O link vale por ${input.hours} ${input.hours === 1 ? 'hora' : 'horas'} e pode ser usado uma vez.`
  const ignore = 'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.'
  return {
    to: input.to,
    subject: title,
    text: [
      hello,
      '',
      intro,
      'Para criar a nova senha, abra o link abaixo:',
      '',
      input.url,
      '',
      validity,
      '',
      ignore,
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
        emailButton(input.url, 'Criar nova senha'),
        `<p style="margin:0 0 12px">${escapeHtml(validity)}</p>`,
        `<p style="margin:0 0 12px;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(input.url)}</a></p>`,
        `<p style="margin:0">${escapeHtml(ignore)}</p>`,
      ].join('\n'),
    }),
  }
}

/**
 * Tells a company's admins that a candidate had their data deleted through the candidate area.
 * It names nobody: the person's data is gone, only the counts and the time remain.
 */
export function candidateDeletionNoticeEmail(input: {
  to: string
  companyName: string
  requestedAt: Date
  applications: number
  files: number
}): MailMessage {
  const title = 'Um candidato excluiu seus dados (LGPD)'
  const when = formatDateTime(input.requestedAt)
  const what = `Em ${when}, um candidato pediu pela área do candidato a exclusão de todos os seus dados em ${input.companyName}.`
  const done = `Foram apagadas ${input.applications} ${input.applications === 1 ? 'candidatura' : 'candidaturas'} e ${input.files} ${input.files === 1 ? 'arquivo' : 'arquivos'}, de imediato. Nenhuma ação é necessária.`
  const audit = 'Um registro anônimo do pedido fica guardado para a auditoria da empresa.'
  return {
    to: input.to,
    subject: title,
    text: [title, '', what, done, '', audit].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
        `<p style="margin:0 0 12px">${escapeHtml(what)}</p>`,
        `<p style="margin:0 0 12px">${escapeHtml(done)}</p>`,
        `<p style="margin:0">${escapeHtml(audit)}</p>`,
      ].join('\n'),
    }),
  }
}
