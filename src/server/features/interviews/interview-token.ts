import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The credential of the "Confirmar presença" / "Pedir outro horário" links: signed with the app's
 * secret for one purpose (answering this interview) and for one version of it (its SEQUENCE), so a
 * link of an invitation that was rescheduled since no longer answers for the new time. It grants
 * nothing else: no session, no other interview, no application data beyond the invitation itself.
 */
const PURPOSE = 'interview-response'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function signature(secret: string, interviewId: string, sequence: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${interviewId}:${sequence}`).digest('base64url')
}

export function createInterviewToken(secret: string, interviewId: string, sequence: number): string {
  return `${interviewId}.${sequence}.${signature(secret, interviewId, sequence)}`
}

/** The interview and version a token names, or null when it is not one of ours. */
export function readInterviewToken(
  secret: string,
  token: string,
): { interviewId: string; sequence: number } | null {
  const [interviewId, sequenceText, given, ...rest] = token.split('.')
  if (!interviewId || !sequenceText || !given || rest.length > 0) return null
  if (!UUID.test(interviewId) || !/^\d{1,6}$/.test(sequenceText)) return null
  const sequence = Number(sequenceText)
  const expected = Buffer.from(signature(secret, interviewId, sequence))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { interviewId, sequence }
}
