import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AddressObject, simpleParser } from 'mailparser'

/** The repository root (this file is tests/e2e/support/mail.ts). */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * The e2e server's outbox: the same E2E_DATA_DIR playwright.config.ts gives the server as DATA_DIR
 * (or another server's DATA_DIR, e.g. the Stripe-mode server's).
 */
export function outboxDir(dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'): string {
  return path.resolve(repoRoot, dataDir, 'outbox')
}

export type Email = {
  subject: string
  text: string
  html: string
  links: string[]
  /** Attached files (an interview's .ics), their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[]
}

function recipients(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((item) => item.value.map((entry) => (entry.address ?? '').toLowerCase()))
}

/**
 * Waits for the newest e-mail to `to` (optionally with a subject matching `subject`) in the e2e
 * server's outbox and answers it parsed, with every http(s) link of its text part.
 */
export async function readEmail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; dataDir?: string } = {},
): Promise<Email> {
  const address = to.toLowerCase()
  const outbox = outboxDir(options.dataDir)
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[])
    // Files are named by the ISO time they were written: newest last.
    const newestFirst = files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()
    for (const file of newestFirst) {
      const parsed = await simpleParser(await readFile(path.join(outbox, file)))
      if (!recipients(parsed.to).includes(address)) continue
      const subject = parsed.subject ?? ''
      if (options.subject && !options.subject.test(subject)) continue
      const text = parsed.text ?? ''
      return {
        subject,
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          contentType: attachment.contentType,
          content: attachment.content.toString('utf8'),
        })),
      }
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in ${outboxDir()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** How many e-mails the outbox holds for `to` (to check that a resend really sent one). */
export async function mailCount(to: string, dataDir?: string): Promise<number> {
  const address = to.toLowerCase()
  const outbox = outboxDir(dataDir)
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))
  let count = 0
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(outbox, file)))
    if (recipients(parsed.to).includes(address)) count += 1
  }
  return count
}

async function linkInEmail(to: string, subject: RegExp, linkPart: string): Promise<string> {
  const mail = await readEmail(to, { subject })
  const link = mail.links.find((candidate) => candidate.includes(linkPart))
  if (!link) throw new Error(`no link with ${linkPart} in "${mail.subject}"`)
  return link
}

/** The account-confirmation link of the newest sign-up e-mail to `to`. */
export const confirmationLink = (to: string) =>
  linkInEmail(to, /Confirme seu cadastro/, '/api/auth/verify-email')

/** The link of the newest password-reset e-mail to `to`. */
export const resetLink = (to: string) => linkInEmail(to, /Redefina sua senha/, '/api/auth/reset-password')
