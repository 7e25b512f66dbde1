import { z } from 'zod'
import { EMAIL_ORIGIN_LABELS } from '../email/api.ts'
import { EMAIL_TEMPLATE_DEFAULTS, type EmailTemplateKey } from '../email/templates.ts'
import { INTERVIEW_MODE_LABELS, type InterviewMode } from '../interviews/api.ts'
import { formatSaoPauloDateTime } from '../interviews/sao-paulo-time.ts'
import { REJECTION_REASON_LABELS, type RejectionReason } from '../jobs/labels.ts'
import { PARSED_FIELD_LABELS } from '../resumes/parsed-resume.ts'
import { SUBMISSION_STATUS_LABELS } from '../submission-status.ts'

/**
 * The application history (Histórico) and the company's audit log (Configurações → Auditoria):
 * every event type, the shape of its data and how it reads in pt-BR.
 *
 * Event data never holds a candidate's personal data (LGPD: deleting an application must erase
 * it, and events outlive the application): ids, status values, counts and member names only.
 *
 * To add an event type: add its data shape to `ApplicationEventData` and its entry to
 * `APPLICATION_EVENTS` (label, and `describe` when the data says more than the label).
 */
export type ApplicationEventData = {
  /** The candidate sent the application through the public form. */
  received: Record<string, never>
  /** A member imported the candidate's CV file (issue 15); the import batch it came in. */
  imported: { batchId: string }
  /** A member corrected what was read from the CV ("Revisar dados"): which fields, never their values. */
  resume_reviewed: { fields: string[] }
  /** A member opened the application (once per member per day, São Paulo time). */
  viewed: Record<string, never>
  status_changed: { from: string; to: string }
  /** The application was deleted; its other events stay without it (application_id null). */
  deleted: { applicationId: string }
  exported_pdf: Record<string, never>
  /** A company-wide CSV export (no application): how many rows it held. */
  exported_csv: { count: number }
  /**
   * The application moved between its job's stages (issue 14). Stage names are kept as they were;
   * `fromStage` is null when it entered the job's first stage on arrival, and `restored` marks a
   * rejected candidate brought back to a stage.
   */
  stage_changed: {
    jobId: string
    fromStageId: string | null
    fromStage: string | null
    toStageId: string
    toStage: string
    restored?: boolean
  }
  /**
   * A member merged this application with another one as the same person ("Mesclar", issue 15);
   * recorded on both, each naming the other.
   */
  merged: { otherApplicationId: string }
  /**
   * A bulk action on applications ("Ações em massa", issue 16), company-wide: which action (its pt-BR
   * label is kept, so an action added later still reads well) and how many items were done, skipped
   * (not found in the company, already in that state) or failed.
   */
  bulk_action: {
    action: string
    label: string
    total: number
    done: number
    skipped: number
    failed: number
  }
  /** A company-wide "Exportação completa" (answers, CV fields, CVs and photos in a .zip): how many. */
  exported_full: { count: number }
  /** Rejected on the board ("Reprovado") with a reason from the list; the note stays on the application. */
  rejected: { jobId: string; stageId: string | null; stage: string | null; reason: RejectionReason }
  /** Put in or taken out of a folder (issue 16); the folder's name as it was then. */
  folder_added: { folderId: string; folder: string }
  folder_removed: { folderId: string; folder: string }
  /** Tagged or untagged (issue 16); the tag's name as it was then. */
  tag_added: { tagId: string; tag: string }
  tag_removed: { tagId: string; tag: string }
  /** Comments (issue 16): the comment's id and how many members it mentions, never its text. */
  comment_added: { commentId: string; mentions: number }
  comment_edited: { commentId: string }
  comment_deleted: { commentId: string }
  /** A member rated the application (or changed their rating): the stars, never the note. */
  rating_set: { stars: number }
  rating_removed: Record<string, never>
  /**
   * An e-mail to the candidate was queued (issue 17): which message (its delivery state is read from
   * email_messages), its template (null: free text) and what sent it. Never its text or address.
   */
  email_queued: { messageId: string; templateKey: string | null; origin: string }
  /**
   * Interviews (issue 17): the interview's id and its time (an ISO instant); a reschedule keeps the
   * time it had. The candidate's answers are recorded without a member (actorless).
   */
  interview_scheduled: { interviewId: string; startsAt: string; mode: string }
  interview_rescheduled: { interviewId: string; startsAt: string; previousStartsAt: string; mode: string }
  interview_cancelled: { interviewId: string; startsAt: string }
  interview_confirmed: { interviewId: string; startsAt: string }
  interview_reschedule_requested: { interviewId: string; startsAt: string }
  /**
   * The candidate updated their answers in the candidate area (issue 17); the previous answers are
   * kept as a version (application_form_versions), counted here.
   */
  candidate_updated: { version: number }
  /** The candidate sent a new CV in the candidate area. */
  candidate_resume_sent: Record<string, never>
  /** The candidate withdrew the application ("Retirar candidatura"). */
  withdrawn: Record<string, never>
  /** The candidate revoked the optional consent for sensitive data; that many answers were erased. */
  consent_revoked: { erasedAnswers: number }
  /** The candidate downloaded everything the company holds about them ("Meus dados"). */
  candidate_exported: Record<string, never>
}

export type ApplicationEventType = keyof ApplicationEventData

type EventDefinition<Data> = {
  /** What the timeline and the audit list show as the event's title. */
  label: string
  /** A sentence with the event's details, when the data says more than the label. */
  describe?: (data: Data) => string
  /** Who acted when no member did (default "Sistema"). */
  actorless?: string
}

const statusLabel = (status: string) =>
  SUBMISSION_STATUS_LABELS[status as keyof typeof SUBMISSION_STATUS_LABELS] ?? status

export const APPLICATION_EVENTS: {
  [Type in ApplicationEventType]: EventDefinition<ApplicationEventData[Type]>
} = {
  received: { label: 'Candidatura recebida', actorless: 'Candidato, pelo formulário público' },
  imported: { label: 'Currículo importado' },
  viewed: { label: 'Candidatura visualizada' },
  resume_reviewed: {
    label: 'Dados do currículo revisados',
    describe: (data) =>
      `Campos corrigidos: ${data.fields.map((field) => PARSED_FIELD_LABELS[field as keyof typeof PARSED_FIELD_LABELS] ?? field).join(', ')}.`,
  },
  status_changed: {
    label: 'Status alterado',
    describe: (data) => `De "${statusLabel(data.from)}" para "${statusLabel(data.to)}".`,
  },
  deleted: { label: 'Candidatura excluída' },
  exported_pdf: { label: 'PDF exportado' },
  stage_changed: {
    label: 'Etapa alterada',
    describe: (data) =>
      data.restored
        ? `De "Reprovado" para "${data.toStage}".`
        : data.fromStage
          ? `De "${data.fromStage}" para "${data.toStage}".`
          : `Entrou em "${data.toStage}".`,
  },
  rejected: {
    label: 'Reprovado',
    describe: (data) =>
      `Motivo: ${REJECTION_REASON_LABELS[data.reason] ?? data.reason}${data.stage ? ` (na etapa "${data.stage}")` : ''}.`,
  },
  merged: {
    label: 'Candidaturas mescladas',
    describe: () => 'Marcada como a mesma pessoa de outra candidatura.',
  },
  folder_added: { label: 'Adicionada à pasta', describe: (data) => `Pasta "${data.folder}".` },
  folder_removed: { label: 'Removida da pasta', describe: (data) => `Pasta "${data.folder}".` },
  tag_added: { label: 'Etiqueta adicionada', describe: (data) => `Etiqueta "${data.tag}".` },
  tag_removed: { label: 'Etiqueta removida', describe: (data) => `Etiqueta "${data.tag}".` },
  comment_added: {
    label: 'Comentário adicionado',
    describe: (data) =>
      data.mentions > 0
        ? data.mentions === 1
          ? 'Com 1 menção.'
          : `Com ${data.mentions} menções.`
        : 'Sem menções.',
  },
  comment_edited: { label: 'Comentário editado' },
  comment_deleted: { label: 'Comentário excluído' },
  rating_set: {
    label: 'Avaliação registrada',
    describe: (data) => (data.stars === 1 ? '1 estrela.' : `${data.stars} estrelas.`),
  },
  rating_removed: { label: 'Avaliação removida' },
  bulk_action: {
    label: 'Ação em massa',
    describe: (data) =>
      `${data.label}: ${data.done} de ${data.total} concluída(s)${data.skipped ? `, ${data.skipped} ignorada(s)` : ''}${data.failed ? `, ${data.failed} com falha` : ''}.`,
  },
  exported_full: {
    label: 'Exportação completa',
    describe: (data) =>
      data.count === 1 ? '1 candidatura exportada.' : `${data.count} candidaturas exportadas.`,
  },
  email_queued: {
    label: 'E-mail para o candidato',
    describe: (data) => {
      const template = data.templateKey
        ? (EMAIL_TEMPLATE_DEFAULTS[data.templateKey as EmailTemplateKey]?.label ?? data.templateKey)
        : 'Texto livre'
      const origin = EMAIL_ORIGIN_LABELS[data.origin as keyof typeof EMAIL_ORIGIN_LABELS] ?? data.origin
      return `${template} — ${origin}.`
    },
    actorless: 'Sistema (envio automático)',
  },
  interview_scheduled: {
    label: 'Entrevista agendada',
    describe: (data) =>
      `Para ${formatSaoPauloDateTime(data.startsAt)} (${INTERVIEW_MODE_LABELS[data.mode as InterviewMode] ?? data.mode}).`,
  },
  interview_rescheduled: {
    label: 'Entrevista remarcada',
    describe: (data) =>
      `De ${formatSaoPauloDateTime(data.previousStartsAt)} para ${formatSaoPauloDateTime(data.startsAt)}.`,
  },
  interview_cancelled: {
    label: 'Entrevista cancelada',
    describe: (data) => `A entrevista de ${formatSaoPauloDateTime(data.startsAt)} foi cancelada.`,
  },
  interview_confirmed: {
    label: 'Presença confirmada',
    describe: (data) => `O candidato confirmou a entrevista de ${formatSaoPauloDateTime(data.startsAt)}.`,
    actorless: 'Candidato',
  },
  interview_reschedule_requested: {
    label: 'Candidato pediu outro horário',
    describe: (data) =>
      `O candidato pediu outro horário para a entrevista de ${formatSaoPauloDateTime(data.startsAt)}.`,
    actorless: 'Candidato',
  },
  candidate_updated: {
    label: 'Dados atualizados pelo candidato',
    actorless: 'Candidato, pela área do candidato',
    describe: (data) => `A versão anterior (${data.version}) foi guardada.`,
  },
  candidate_resume_sent: {
    label: 'Novo currículo enviado pelo candidato',
    actorless: 'Candidato, pela área do candidato',
  },
  withdrawn: {
    label: 'Candidatura retirada pelo candidato',
    actorless: 'Candidato, pela área do candidato',
  },
  consent_revoked: {
    label: 'Consentimento de dados sensíveis revogado',
    actorless: 'Candidato, pela área do candidato',
    describe: (data) =>
      data.erasedAnswers === 1
        ? '1 resposta sensível apagada.'
        : `${data.erasedAnswers} respostas sensíveis apagadas.`,
  },
  candidate_exported: {
    label: 'Dados baixados pelo candidato (LGPD)',
    actorless: 'Candidato, pela área do candidato',
  },
  exported_csv: {
    label: 'Lista exportada em CSV',
    describe: (data) =>
      data.count === 1 ? '1 candidatura exportada.' : `${data.count} candidaturas exportadas.`,
  },
}

export const APPLICATION_EVENT_TYPES = Object.keys(APPLICATION_EVENTS) as ApplicationEventType[]

/** The event's title in pt-BR (an unknown type, from a newer version, shows as itself). */
export function eventLabel(type: string): string {
  return (APPLICATION_EVENTS as Record<string, EventDefinition<unknown>>)[type]?.label ?? type
}

/** The event's detail sentence in pt-BR, or null when the label says it all. */
export function describeEvent(type: string, data: unknown): string | null {
  const definition = (APPLICATION_EVENTS as Record<string, EventDefinition<unknown>>)[type]
  if (!definition?.describe) return null
  try {
    return definition.describe(data ?? {})
  } catch {
    return null
  }
}

/** Who the event names as its author: the member's name, or who acts without being a member. */
export function eventActor(event: { type: string; actorName: string | null }): string {
  if (event.actorName) return event.actorName
  return (APPLICATION_EVENTS as Record<string, EventDefinition<unknown>>)[event.type]?.actorless ?? 'Sistema'
}

/** One event as the history tab and the audit log receive it. */
export const applicationEventSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The member who acted (null: the candidate, the system, or a member since removed without a name). */
  actorUserId: z.string().nullable(),
  /** The member's name when it happened (kept when the member is later removed). */
  actorName: z.string().nullable(),
  createdAt: z.string(),
})
export type ApplicationEvent = z.infer<typeof applicationEventSchema>

/** GET /api/applications/:id/history: every event of the application, oldest first. */
export const applicationHistorySchema = z.object({ items: z.array(applicationEventSchema) })
export type ApplicationHistory = z.infer<typeof applicationHistorySchema>
