import { asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditFilter, AuditList } from '../../../shared/audit/api.ts'
import { AUDIT_PAGE_SIZE } from '../../../shared/audit/api.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import { describeEvent, eventActor, eventLabel } from '../../../shared/history/events.ts'
import type { Db } from '../../db/client.ts'
import { applicationEvents } from '../../db/schema/history.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { csvLine, UTF8_BOM } from '../applications/applications.csv.ts'
import { answerByKey, assertCan, type Caller } from '../applications/applications.service.ts'
import { formatBrazilDateTime } from '../applications/brazil-time.ts'

/**
 * The company's audit log (Configurações → Auditoria, issue 16): every event of application_events —
 * each application's history plus company-wide events (exports, bulk actions, deletions) — newest
 * first, filtered by type, member and period (São Paulo calendar days). Admin only (audit:view).
 */

/** "dd/MM/yyyy" in São Paulo (UTC−3, no daylight saving since 2019) as the instant the day starts. */
function dayStart(date: string, plusDays = 0): Date {
  const [day, month, year] = date.split('/').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + plusDays, 3))
}

function auditWhere(caller: Caller, filter: AuditFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    filter.tipo ? eq(applicationEvents.type, filter.tipo) : undefined,
    filter.membro ? eq(applicationEvents.actorUserId, filter.membro) : undefined,
    filter.de ? gte(applicationEvents.createdAt, dayStart(filter.de)) : undefined,
    // Up to the end of the last day.
    filter.ate ? lt(applicationEvents.createdAt, dayStart(filter.ate, 1)) : undefined,
  ]
  return tenantWhere(applicationEvents, caller.companyId, ...conditions)
}

const entryColumns = {
  event: applicationEvents,
  applicationName: answerByKey(CORE_FIELD_KEYS.fullName),
}

type EntryRow = { event: typeof applicationEvents.$inferSelect; applicationName: string | null }

function toEntry({ event, applicationName }: EntryRow): AuditEntry {
  return {
    id: event.id,
    applicationId: event.applicationId,
    type: event.type,
    data: event.data,
    actorUserId: event.actorUserId,
    actorName: event.actorName,
    createdAt: event.createdAt.toISOString(),
    label: eventLabel(event.type),
    description: describeEvent(event.type, event.data),
    actor: eventActor(event),
    applicationName,
  }
}

function entriesQuery(db: Db, caller: Caller, filter: AuditFilter) {
  return db
    .select(entryColumns)
    .from(applicationEvents)
    .leftJoin(
      candidateSubmissions,
      joinSameCompany(
        candidateSubmissions,
        applicationEvents,
        eq(candidateSubmissions.id, applicationEvents.applicationId),
      ),
    )
    .where(auditWhere(caller, filter))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
}

/** GET /api/audit: one page of the log and the members the "Membro" filter offers. */
export async function listAudit(
  db: Db,
  options: { caller: Caller; filter: AuditFilter; page: number },
): Promise<AuditList> {
  const { caller, filter, page } = options
  assertCan(caller, 'audit:view')
  const [rows, totals, members] = await Promise.all([
    entriesQuery(db, caller, filter)
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(applicationEvents).where(auditWhere(caller, filter)),
    db
      .select({ id: profiles.id, name: profiles.fullName })
      .from(profiles)
      .where(tenantWhere(profiles, caller.companyId))
      .orderBy(asc(profiles.fullName)),
  ])
  return {
    items: rows.map(toEntry),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    members,
  }
}

const EXPORT_BATCH = 1000

/** GET /api/audit/export.csv: the filtered log as CSV, read in batches. */
export async function* exportAudit(
  db: Db,
  options: { caller: Caller; filter: AuditFilter },
): AsyncGenerator<string> {
  assertCan(options.caller, 'audit:view')
  yield UTF8_BOM + csvLine(['Data', 'Evento', 'Detalhes', 'Membro', 'Candidatura'])
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await entriesQuery(db, options.caller, options.filter).limit(EXPORT_BATCH).offset(offset)
    yield rows
      .map(toEntry)
      .map((entry) =>
        csvLine([
          formatBrazilDateTime(new Date(entry.createdAt)),
          entry.label,
          entry.description ?? '',
          entry.actor,
          entry.applicationName ?? (entry.applicationId ? '' : '—'),
        ]),
      )
      .join('')
    if (rows.length < EXPORT_BATCH) return
  }
}
