/**
 * The e-mails a company sends to candidates (issue 17): the five default templates in pt-BR, their
 * variables and how one is filled. Shared by the server (what is sent) and the settings page (the
 * live preview), so the preview is exactly what the candidate gets.
 *
 * Rules: a variable's value is plain text — escaped in the HTML part; the subject is one line
 * (CR/LF and other control characters become spaces: no header injection through a name or a job).
 */
export const EMAIL_TEMPLATE_KEYS = ['recebida', 'em_analise', 'entrevista', 'aprovacao', 'retorno'] as const
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number]

export const EMAIL_VARIABLES = ['nome', 'vaga', 'empresa', 'etapa', 'link_area_candidato'] as const
export type EmailVariable = (typeof EMAIL_VARIABLES)[number]
export type EmailVariables = Record<EmailVariable, string>

export const EMAIL_VARIABLE_LABELS: Record<EmailVariable, string> = {
  nome: 'Primeiro nome do candidato',
  vaga: 'Título da vaga (ou "Banco de talentos")',
  empresa: 'Nome da empresa',
  etapa: 'Etapa atual do processo',
  link_area_candidato: 'Link da área do candidato',
}

export type EmailTemplateContent = { subject: string; body: string }

export type EmailTemplateDefinition = EmailTemplateContent & {
  label: string
  /** Sent even to a candidate who opted out of non-essential messages. */
  essential: boolean
}

export const EMAIL_TEMPLATE_DEFAULTS: Record<EmailTemplateKey, EmailTemplateDefinition> = {
  recebida: {
    label: 'Candidatura recebida',
    essential: true,
    subject: 'Recebemos sua candidatura — {{empresa}}',
    body: [
      'Olá, {{nome}}!',
      '',
      'Recebemos sua candidatura para {{vaga}} na {{empresa}}. Obrigado pelo interesse em fazer parte do nosso time.',
      '',
      'Nossa equipe vai analisar seu perfil com atenção e entraremos em contato por e-mail a cada etapa do processo.',
      '',
      'Você pode acompanhar sua candidatura e atualizar seus dados na sua área do candidato:',
      '{{link_area_candidato}}',
      '',
      'Atenciosamente,',
      'Equipe {{empresa}}',
    ].join('\n'),
  },
  em_analise: {
    label: 'Candidatura em análise',
    essential: false,
    subject: 'Sua candidatura para {{vaga}} está em análise',
    body: [
      'Olá, {{nome}}!',
      '',
      'Sua candidatura para {{vaga}} está sendo analisada pela equipe da {{empresa}} (etapa atual: {{etapa}}).',
      '',
      'Assim que tivermos novidades, avisaremos você por e-mail. Enquanto isso, acompanhe o andamento em:',
      '{{link_area_candidato}}',
      '',
      'Atenciosamente,',
      'Equipe {{empresa}}',
    ].join('\n'),
  },
  entrevista: {
    label: 'Convite para entrevista',
    essential: true,
    subject: 'Convite para entrevista — {{vaga}}',
    body: [
      'Olá, {{nome}}!',
      '',
      'Gostamos muito do seu perfil e queremos conhecer você melhor. Gostaríamos de convidá-lo(a) para uma entrevista para a vaga {{vaga}} na {{empresa}}.',
      '',
      'Em breve enviaremos a data, o horário e o formato da conversa. Se preferir, responda a este e-mail com os horários em que você tem disponibilidade.',
      '',
      'Detalhes da sua candidatura:',
      '{{link_area_candidato}}',
      '',
      'Até breve,',
      'Equipe {{empresa}}',
    ].join('\n'),
  },
  aprovacao: {
    label: 'Aprovação',
    essential: false,
    subject: 'Boas notícias sobre sua candidatura na {{empresa}}',
    body: [
      'Olá, {{nome}}!',
      '',
      'Temos o prazer de informar que você foi aprovado(a) no processo seletivo para {{vaga}} na {{empresa}}. Parabéns!',
      '',
      'Nossa equipe entrará em contato nos próximos dias com os próximos passos.',
      '',
      'Acompanhe sua candidatura em:',
      '{{link_area_candidato}}',
      '',
      'Seja bem-vindo(a)!',
      'Equipe {{empresa}}',
    ].join('\n'),
  },
  retorno: {
    label: 'Retorno sobre o processo',
    essential: false,
    subject: 'Retorno sobre sua candidatura para {{vaga}}',
    body: [
      'Olá, {{nome}}!',
      '',
      'Agradecemos sinceramente o seu interesse na vaga {{vaga}} e o tempo dedicado ao nosso processo seletivo.',
      '',
      'Após uma análise cuidadosa, decidimos não seguir com a sua candidatura neste momento. Essa decisão não diminui a sua trajetória: recebemos muitos perfis qualificados e precisamos fazer escolhas difíceis.',
      '',
      'Seu cadastro continua em nosso banco de talentos e poderemos entrar em contato em oportunidades futuras. Se quiser um retorno mais detalhado sobre o seu perfil, basta responder a este e-mail.',
      '',
      'Desejamos muito sucesso na sua jornada.',
      '',
      'Atenciosamente,',
      'Equipe {{empresa}}',
    ].join('\n'),
  },
}

/** A sample candidate for the live preview (never sent). */
export const SAMPLE_EMAIL_VARIABLES: Omit<EmailVariables, 'empresa' | 'link_area_candidato'> = {
  nome: 'Ana',
  vaga: 'Analista de Recursos Humanos',
  etapa: 'Entrevista com RH',
}

export function isEmailTemplateKey(value: unknown): value is EmailTemplateKey {
  return typeof value === 'string' && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value)
}

const VARIABLE_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g

/** Replaces {{variable}} with its value (unknown variables stay as written). */
export function fillVariables(text: string, variables: EmailVariables): string {
  return text.replace(VARIABLE_PATTERN, (match, name: string) =>
    (EMAIL_VARIABLES as readonly string[]).includes(name) ? variables[name as EmailVariable] : match,
  )
}

/** A header-safe subject: one line, no control characters, at most 200 characters. */
export function safeSubject(text: string): string {
  const oneLine = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0
    return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 ? ' ' : char
  }).join('')
  return oneLine.replace(/\s+/g, ' ').trim().slice(0, 200)
}

export function escapeEmailHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/**
 * The HTML of a plain-text body: every character escaped, paragraphs at blank lines, line breaks
 * kept, and http(s) addresses turned into links (the address itself is escaped as well).
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => {
        let html = ''
        let last = 0
        for (const match of line.matchAll(URL_PATTERN)) {
          const index = match.index ?? 0
          html += escapeEmailHtml(line.slice(last, index))
          const url = escapeEmailHtml(match[0])
          html += `<a href="${url}" style="color:#4338ca;word-break:break-all">${url}</a>`
          last = index + match[0].length
        }
        return html + escapeEmailHtml(line.slice(last))
      })
      return `<p style="margin:0 0 12px">${lines.join('<br>')}</p>`
    })
    .join('\n')
}

export type RenderedEmail = { subject: string; text: string; bodyHtml: string }

/** Fills a template (or a free text) with one candidate's variables. */
export function renderEmail(content: EmailTemplateContent, variables: EmailVariables): RenderedEmail {
  const text = fillVariables(content.body, variables).replace(/\r\n?/g, '\n')
  return {
    subject: safeSubject(fillVariables(content.subject, variables)),
    text,
    bodyHtml: plainTextToHtml(text),
  }
}

/** The first name of a full name ("" without one). */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? ''
}
