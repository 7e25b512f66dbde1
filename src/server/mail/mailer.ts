import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'

export type MailMessage = {
  to: string
  subject: string
  /** Plain-text part. */
  text: string
  /** HTML part. */
  html: string
  /** The sender's display name (a company's name); the address stays MAIL_FROM's. */
  fromName?: string
  replyTo?: string
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>
  /** Files sent with the message (text content: a job's payload is JSON), e.g. an interview's .ics. */
  attachments?: MailAttachment[]
}

export type MailAttachment = { filename: string; content: string; contentType: string }

export type SentMail = { messageId: string; file?: string }

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>
  close(): void
}

type MailerOptions = {
  from: string
  /** smtp://user:pass@host:port — when unset, messages go to `${dataDir}/outbox` as .eml files. */
  smtpUrl?: string
  dataDir: string
  logger: FastifyBaseLogger
}

/** SMTP when configured, otherwise an outbox of .eml files a local user can open (ARCHITECTURE.md, Mail). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options)
}

/**
 * nodemailer is loaded with the first message, not at start-up: a start no longer waits for its
 * modules (README "Performance"), and a process that sends nothing never loads them.
 */
function lazyTransport(create: (mailer: typeof import('nodemailer')['default']) => Transporter) {
  let transport: Promise<Transporter> | undefined
  return {
    get: () => {
      transport ??= import('nodemailer').then((module) => create(module.default))
      return transport
    },
    close: () => void transport?.then((opened) => opened.close()),
  }
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl))
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(envelopeOf(options.from, message))
      options.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      )
      return { messageId: info.messageId }
    },
    close: transport.close,
  }
}

function outboxMailer(options: MailerOptions): Mailer {
  const outbox = path.join(options.dataDir, 'outbox')
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(envelopeOf(options.from, message))
      await mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
      await writeFile(file, info.message as Buffer)
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: extractLinks(message.text) },
        'mail written to outbox',
      )
      return { messageId: info.messageId, file }
    },
    close: transport.close,
  }
}

/** MAIL_FROM, or its address under another display name (nodemailer encodes and quotes the name). */
export function senderOf(
  from: string,
  message: Pick<MailMessage, 'fromName'>,
): string | { name: string; address: string } {
  if (!message.fromName) return from
  const address = from.match(/<([^>]+)>/)?.[1] ?? from.trim()
  return { name: message.fromName.replace(/[\r\n]+/g, ' '), address }
}

function envelopeOf(from: string, message: MailMessage) {
  const { fromName: _fromName, ...rest } = message
  return { ...rest, from: senderOf(from, message), encoding: 'utf-8' as const }
}

export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? []
}
