import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type AddressObject, simpleParser } from 'mailparser'

export type OutboxMail = {
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
  /** Attached files, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[]
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((item) => item.value.map((entry) => (entry.address ?? '').toLowerCase()))
}

/** Every message the outbox mailer wrote under `dataDir`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, 'outbox')
  let files: string[]
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  files.sort()
  const mails: OutboxMail[] = []
  for (const file of files) {
    const parsed = await simpleParser(readFileSync(path.join(folder, file)))
    const text = parsed.text ?? ''
    mails.push({
      to: addresses(parsed.to),
      subject: parsed.subject ?? '',
      text,
      html: typeof parsed.html === 'string' ? parsed.html : '',
      links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        contentType: attachment.contentType,
        content: attachment.content.toString('utf8'),
      })),
    })
  }
  return mails
}

/** The newest message to `to` (waits up to `timeoutMs` for it: some are sent after the answer). */
export async function lastMailTo(
  dataDir: string,
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 3000)
  for (;;) {
    const mails = (await readOutbox(dataDir))
      .slice(options.after ?? 0)
      .filter(
        (mail) =>
          mail.to.includes(to.toLowerCase()) && (!options.subject || options.subject.test(mail.subject)),
      )
    const last = mails.at(-1)
    if (last) return last
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
