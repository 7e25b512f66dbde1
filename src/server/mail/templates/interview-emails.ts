import {
  formatSaoPauloDate,
  formatSaoPauloDateTime,
  formatSaoPauloTime,
} from '../../../shared/interviews/sao-paulo-time.ts'
import { emailButton, emailLayout, escapeHtml } from '../layout.ts'
import type { MailAttachment, MailMessage } from '../mailer.ts'

/** What every interview e-mail says about the interview. */
export type InterviewMailFacts = {
  companyName: string
  jobTitle: string | null
  candidateName: string
  startsAt: Date
  durationMinutes: number
  mode: 'presencial' | 'online'
  address: string | null
  link: string | null
  message: string
}

export type InterviewMailKind = 'scheduled' | 'rescheduled' | 'cancelled' | 'reminder'

/** One line of text: no line breaks (subjects, headers). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

function what(facts: InterviewMailFacts): string {
  return facts.jobTitle ? `a vaga ${facts.jobTitle}` : `o banco de talentos de ${facts.companyName}`
}

/** The facts as label/value lines (plain text and HTML are built from the same list). */
function factLines(facts: InterviewMailFacts): [string, string][] {
  const lines: [string, string][] = [
    ['Data', formatSaoPauloDate(facts.startsAt)],
    ['Horário', `${formatSaoPauloTime(facts.startsAt)} (horário de Brasília)`],
    ['Duração', `${facts.durationMinutes} minutos`],
  ]
  if (facts.mode === 'presencial') lines.push(['Local', facts.address ?? ''])
  else lines.push(['Link da entrevista', facts.link ?? ''])
  return lines
}

function factsHtml(facts: InterviewMailFacts): string {
  const rows = factLines(facts)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`
}

function messageParts(message: string): { text: string[]; html: string } {
  if (!message.trim()) return { text: [], html: '' }
  return {
    text: ['Mensagem da empresa:', message, ''],
    html: `<p style="margin:0 0 4px;color:#6b7280">Mensagem da empresa:</p><p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(message)}</p>`,
  }
}

const SUBJECTS: Record<InterviewMailKind, (facts: InterviewMailFacts) => string> = {
  scheduled: (facts) => `Convite para entrevista — ${facts.companyName}`,
  rescheduled: (facts) => `Entrevista remarcada — ${facts.companyName}`,
  cancelled: (facts) => `Entrevista cancelada — ${facts.companyName}`,
  reminder: (facts) =>
    `Lembrete: entrevista em ${formatSaoPauloDateTime(facts.startsAt)} — ${facts.companyName}`,
}

function candidateIntro(kind: InterviewMailKind, facts: InterviewMailFacts): string {
  switch (kind) {
    case 'scheduled':
      return `${facts.companyName} convida você para uma entrevista sobre ${what(facts)}.`
    case 'rescheduled':
      return `${facts.companyName} remarcou a sua entrevista sobre ${what(facts)}. Veja o novo horário:`
    case 'cancelled':
      return `${facts.companyName} cancelou a entrevista sobre ${what(facts)} marcada para ${formatSaoPauloDateTime(facts.startsAt)}.`
    case 'reminder':
      return `Lembrete: a sua entrevista com ${facts.companyName} sobre ${what(facts)} é em breve.`
  }
}

/**
 * The candidate's e-mail for every change of an interview. The links answer through the public
 * page (/entrevista/{token}), which asks before recording anything: a mail scanner that opens a
 * link changes nothing.
 */
export function candidateInterviewEmail(options: {
  kind: InterviewMailKind
  to: string
  facts: InterviewMailFacts
  /** The response page (absent on a cancellation). */
  responseUrl: string | null
  attachment: MailAttachment | null
}): MailMessage {
  const { kind, facts, responseUrl } = options
  const subject = oneLine(SUBJECTS[kind](facts))
  const first = firstName(facts.candidateName)
  const hello = first ? `Olá, ${first}!` : 'Olá!'
  const intro = candidateIntro(kind, facts)
  const message = kind === 'cancelled' ? { text: [], html: '' } : messageParts(facts.message)
  const confirmUrl = responseUrl ? `${responseUrl}?resposta=confirmar` : null
  const otherUrl = responseUrl ? `${responseUrl}?resposta=outro-horario` : null
  const text = [
    hello,
    '',
    intro,
    '',
    ...(kind === 'cancelled' ? [] : [...factLines(facts).map(([label, value]) => `${label}: ${value}`), '']),
    ...message.text,
    ...(confirmUrl && otherUrl
      ? ['Confirmar presença:', confirmUrl, '', 'Pedir outro horário:', otherUrl, '']
      : []),
    ...(options.attachment ? ['O convite para a sua agenda vai anexo (arquivo .ics).', ''] : []),
    `Equipe ${facts.companyName}`,
  ].join('\n')
  const html = emailLayout({
    title: subject,
    bodyHtml: [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
      kind === 'cancelled' ? '' : factsHtml(facts),
      message.html,
      confirmUrl ? emailButton(confirmUrl, 'Confirmar presença') : '',
      otherUrl
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(otherUrl)}" style="color:#4338ca">Pedir outro horário</a></p>`
        : '',
      options.attachment
        ? '<p style="margin:0 0 12px;color:#6b7280;font-size:13px">O convite para a sua agenda vai anexo (arquivo .ics).</p>'
        : '',
      `<p style="margin:0">Equipe ${escapeHtml(facts.companyName)}</p>`,
    ].join('\n'),
  })
  return {
    to: options.to,
    subject,
    text,
    html,
    ...(options.attachment ? { attachments: [options.attachment] } : {}),
  }
}

function interviewerIntro(kind: InterviewMailKind, facts: InterviewMailFacts): string {
  const candidate = facts.candidateName || 'o candidato'
  switch (kind) {
    case 'scheduled':
      return `Você foi incluído(a) como entrevistador(a) da entrevista com ${candidate} sobre ${what(facts)}.`
    case 'rescheduled':
      return `A entrevista com ${candidate} sobre ${what(facts)} foi remarcada.`
    case 'cancelled':
      return `A entrevista com ${candidate} sobre ${what(facts)} em ${formatSaoPauloDateTime(facts.startsAt)} foi cancelada.`
    case 'reminder':
      return `Lembrete: você entrevista ${candidate} sobre ${what(facts)} em breve.`
  }
}

/** The interviewers' copy: the same facts and the same calendar event, without the answer links. */
export function interviewerInterviewEmail(options: {
  kind: InterviewMailKind
  to: string
  name: string
  facts: InterviewMailFacts
  agendaUrl: string
  attachment: MailAttachment | null
}): MailMessage {
  const { kind, facts } = options
  const candidate = facts.candidateName || 'candidato'
  const subjects: Record<InterviewMailKind, string> = {
    scheduled: `Entrevista agendada: ${candidate} — ${formatSaoPauloDateTime(facts.startsAt)}`,
    rescheduled: `Entrevista remarcada: ${candidate} — ${formatSaoPauloDateTime(facts.startsAt)}`,
    cancelled: `Entrevista cancelada: ${candidate} — ${formatSaoPauloDateTime(facts.startsAt)}`,
    reminder: `Lembrete: entrevista com ${candidate} — ${formatSaoPauloDateTime(facts.startsAt)}`,
  }
  const subject = oneLine(subjects[kind])
  const first = firstName(options.name)
  const hello = first ? `Olá, ${first}!` : 'Olá!'
  const intro = interviewerIntro(kind, facts)
  const text = [
    hello,
    '',
    intro,
    '',
    ...(kind === 'cancelled' ? [] : [...factLines(facts).map(([label, value]) => `${label}: ${value}`), '']),
    'Agenda de entrevistas:',
    options.agendaUrl,
    '',
    'Equipe Talentos',
  ].join('\n')
  const html = emailLayout({
    title: subject,
    bodyHtml: [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
      kind === 'cancelled' ? '' : factsHtml(facts),
      emailButton(options.agendaUrl, 'Abrir a agenda'),
    ].join('\n'),
  })
  return {
    to: options.to,
    subject,
    text,
    html,
    ...(options.attachment ? { attachments: [options.attachment] } : {}),
  }
}
