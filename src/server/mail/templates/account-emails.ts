import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailMessage } from '../mailer.ts'

type LinkEmail = { to: string; name: string; url: string }

function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0]
  return first ? `Olá, ${first}!` : 'Olá!'
}

/** The confirmation e-mail sent after sign-up and on "Reenviar Email". */
export function confirmationEmail({ to, name, url }: LinkEmail): MailMessage {
  const title = 'Confirme seu cadastro no Talentos'
  const hello = greeting(name)
  return {
    to,
    subject: title,
    text: [
      hello,
      '',
      'Obrigado por criar sua conta no Talentos. Para ativá-la, confirme seu e-mail abrindo o link abaixo:',
      '',
      url,
      '',
      'O link vale por 24 horas. Depois de confirmar, você entra direto no seu painel.',
      '',
      'Se você não criou uma conta no Talentos, ignore este e-mail.',
      '',
      'Equipe Talentos',
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        '<p style="margin:0 0 12px">Obrigado por criar sua conta no Talentos. Para ativá-la, confirme seu e-mail:</p>',
        emailButton(url, 'Confirmar meu e-mail'),
        '<p style="margin:0 0 12px">O link vale por 24 horas. Depois de confirmar, você entra direto no seu painel.</p>',
        `<p style="margin:0 0 12px;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(url)}</a></p>`,
        '<p style="margin:0">Equipe Talentos</p>',
      ].join('\n'),
    }),
  }
}

/** The password-reset e-mail sent from /esqueci-senha. */
export function passwordResetEmail({ to, name, url }: LinkEmail): MailMessage {
  const title = 'Redefina sua senha do Talentos'
  const hello = greeting(name)
  return {
    to,
    subject: title,
    text: [
      hello,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Talentos. Para escolher uma nova senha, abra o link abaixo:',
      '',
      url,
      '',
      'O link vale por 1 hora e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas da sua conta são encerradas.',
      '',
      'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
      '',
      'Equipe Talentos',
    ].join('\n'),
    html: emailLayout({
      title,
      bodyHtml: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
        '<p style="margin:0 0 12px">Recebemos um pedido para redefinir a senha da sua conta no Talentos.</p>',
        emailButton(url, 'Redefinir minha senha'),
        '<p style="margin:0 0 12px">O link vale por 1 hora e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas da sua conta são encerradas.</p>',
        `<p style="margin:0 0 12px;color:#6b7280;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(url)}</a></p>`,
        '<p style="margin:0">Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>',
      ].join('\n'),
    }),
  }
}
