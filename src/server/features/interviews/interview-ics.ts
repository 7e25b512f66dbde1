import { createEvent } from 'ics'
import type { MailAttachment } from '../../mail/mailer.ts'

export type IcsPerson = { name: string; email: string }

export type InterviewIcsInput = {
  /** Stable for the interview's whole life: calendars match updates by it. */
  uid: string
  /** 0 when scheduled, +1 on every reschedule and on the cancel: the newest copy wins. */
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  startsAt: Date
  durationMinutes: number
  title: string
  description: string
  location: string | null
  url: string | null
  organizer: IcsPerson
  attendees: readonly IcsPerson[]
}

/** A name inside a quoted iCalendar parameter (CN="…"): no quotes, no control characters. */
function parameterText(value: string): string {
  return value.replace(/["\\\p{Cc}]/gu, ' ').trim()
}

/**
 * The interview as an iCalendar (RFC 5545) invitation, built with the `ics` package: times in UTC
 * (DTSTART:20261127T173000Z), so every calendar shows them in its own zone. Attendees are told not
 * to answer through the calendar (RSVP=FALSE): the candidate answers through the e-mail's links.
 */
export function interviewIcs(input: InterviewIcsInput): string {
  const start = input.startsAt.getTime()
  const { error, value } = createEvent({
    productId: 'talentos/entrevistas',
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + input.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
    organizer: { name: parameterText(input.organizer.name), email: input.organizer.email },
    attendees: input.attendees.map((person) => ({
      name: parameterText(person.name),
      email: person.email,
      rsvp: false,
      role: 'REQ-PARTICIPANT' as const,
      partstat: 'NEEDS-ACTION' as const,
    })),
  })
  if (error || !value) throw error ?? new Error('ics: empty calendar')
  return value
}

/** The .ics file of an e-mail (text/calendar with its METHOD, as calendar clients expect). */
export function icsAttachment(ics: string, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'entrevista-cancelada.ics' : 'entrevista.ics',
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  }
}
