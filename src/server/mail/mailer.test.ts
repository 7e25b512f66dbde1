import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer, extractLinks } from './mailer.ts'

const message = {
  to: 'joão@empresa.com.br',
  subject: 'Confirmação de inscrição — ação necessária',
  text: 'Olá, João! Confirme sua conta: http://localhost:3000/auth/callback?token=abc\nAté já.',
  html: '<p>Olá, João! <a href="http://localhost:3000/auth/callback?token=abc">Confirmar</a></p>',
}

function logCollector() {
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes a UTF-8 .eml with text and HTML parts and logs its file and links', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-mail-'))
    const { logger, lines } = logCollector()
    const mailer = createMailer({ from: 'Talentos <nao-responda@localhost>', dataDir, logger })
    const sent = await mailer.send(message)

    const files = readdirSync(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(sent.file).toBe(path.join(dataDir, 'outbox', files[0]!))
    const eml = readFileSync(sent.file!, 'utf8')
    expect(eml).toContain('multipart/alternative')
    expect(eml).toContain('text/plain; charset=utf-8')
    expect(eml).toContain('text/html; charset=utf-8')
    expect(eml).toMatch(/Subject: =\?UTF-8\?/)
    const parsed = await simpleParser(eml)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.text?.trim()).toBe(message.text)
    expect(parsed.html).toBe(message.html)
    expect(lines.at(-1)).toMatchObject({
      msg: 'mail written to outbox',
      file: sent.file,
      links: ['http://localhost:3000/auth/callback?token=abc'],
    })
  })
})

describe('SMTP mailer (SMTP_URL set)', () => {
  let server: SMTPServer | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('delivers through SMTP with ç, ã and é intact', async () => {
    const received: string[] = []
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server.server.address() as AddressInfo).port
    const { logger } = logCollector()
    const mailer = createMailer({
      from: 'Talentos <nao-responda@localhost>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: mkdtempSync(path.join(tmpdir(), 'talentos-mail-')),
      logger,
    })
    await mailer.send({ ...message, text: 'Ação, coração e café.', html: '<p>Ação, coração e café.</p>' })
    mailer.close()

    expect(received).toHaveLength(1)
    const raw = received[0]!
    expect(raw).toContain('multipart/alternative')
    const parsed = await simpleParser(raw)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.text?.trim()).toBe('Ação, coração e café.')
    expect(parsed.html).toBe('<p>Ação, coração e café.</p>')
  })
})

describe('extractLinks', () => {
  it('finds every http(s) link in a text', () => {
    expect(extractLinks('a http://x.test/a?b=1 e https://y.test/c.')).toEqual([
      'http://x.test/a?b=1',
      'https://y.test/c.',
    ])
  })
})
