import { endSentence } from '../text.ts'

/**
 * The LGPD notice shown before "Enviar". Its version is stored with every accepted submission,
 * together with the exact text, so the company can show what each candidate agreed to.
 * Change the version whenever the wording changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-23'

export const PRIVACY_RETENTION = '2 anos'
/** The same keeping time in days: src/server/jobs/retention.ts deletes applications older than this. */
export const PRIVACY_RETENTION_DAYS = 730

export function privacyNoticeText(companyName: string): string {
  return [
    `${companyName} é a controladora dos dados pessoais informados neste formulário.`,
    endSentence(
      `Eles serão usados somente para este processo seletivo e para o banco de talentos de ${companyName}`,
    ),
    `Os dados ficam guardados por até ${PRIVACY_RETENTION} após o envio, ou até você pedir a exclusão.`,
    'Você pode, a qualquer momento, pedir acesso, correção, portabilidade ou exclusão dos seus dados e revogar seu consentimento, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  ].join(' ')
}

export const PRIVACY_ACCEPT_LABEL = 'Li e aceito o aviso de privacidade.'
export const SENSITIVE_CONSENT_LABEL =
  'Autorizo o uso dos meus dados sensíveis (raça/etnia e deficiência) para ações de inclusão e diversidade neste processo seletivo. (Opcional)'
/** Under the sensitive-data consent on the step that holds the sensitive questions. */
export const SENSITIVE_CONSENT_HINT =
  'Sem esta autorização, as perguntas sobre raça/etnia e deficiência não são exibidas e nada é guardado sobre elas.'
/** What staff see (detail, PDF) for a sensitive question the candidate did not authorise. */
export const SENSITIVE_NOT_AUTHORIZED = 'Não autorizado pelo candidato'
export const PRIVACY_REQUIRED_MESSAGE = 'Para enviar, é preciso aceitar o aviso de privacidade.'
