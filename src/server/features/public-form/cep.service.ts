import { type CepAddress, PUBLIC_FORM_MESSAGES } from '../../../shared/forms/public-form-api.ts'
import { formatCep, isValidCep, onlyDigits } from '../../../shared/validation/brazil.ts'
import { AppError } from '../../errors.ts'

type Lookup = { kind: 'found'; address: CepAddress } | { kind: 'not-found' }

type CepOptions = {
  viaCepUrl: string
  brasilApiUrl: string
  /** Per provider; a lookup never blocks the form (the candidate can type the address). */
  timeoutMs: number
  fetch?: typeof fetch
  /** Cache lifetime of a found address; a missing CEP is remembered for a shorter time. */
  ttlMs?: number
  maxEntries?: number
}

export type CepService = { lookup(cep: string): Promise<CepAddress> }

/**
 * Postal-code lookup: ViaCEP first, BrasilAPI when ViaCEP fails or does not know the CEP.
 * Answers are cached in memory (a cache only: losing it costs one more lookup).
 */
export function createCepService(options: CepOptions): CepService {
  const fetcher = options.fetch ?? fetch
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000
  const maxEntries = options.maxEntries ?? 5000
  const cache = new Map<string, { lookup: Lookup; expiresAt: number }>()

  async function getJson(url: string): Promise<{ status: number; body: unknown }> {
    const response = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    const body = response.ok ? await response.json() : null
    return { status: response.status, body }
  }

  async function viaCep(digits: string): Promise<Lookup> {
    const { status, body } = await getJson(`${options.viaCepUrl}/${digits}/json/`)
    if (status === 400 || status === 404) return { kind: 'not-found' }
    if (status !== 200 || typeof body !== 'object' || body === null)
      throw new Error(`ViaCEP answered ${status}`)
    const data = body as Record<string, unknown>
    if (data.erro === true || data.erro === 'true') return { kind: 'not-found' }
    return {
      kind: 'found',
      address: {
        cep: formatCep(digits),
        street: text(data.logradouro),
        neighbourhood: text(data.bairro),
        city: text(data.localidade),
        state: text(data.uf),
      },
    }
  }

  async function brasilApi(digits: string): Promise<Lookup> {
    const { status, body } = await getJson(`${options.brasilApiUrl}/${digits}`)
    if (status === 404) return { kind: 'not-found' }
    if (status !== 200 || typeof body !== 'object' || body === null)
      throw new Error(`BrasilAPI answered ${status}`)
    const data = body as Record<string, unknown>
    return {
      kind: 'found',
      address: {
        cep: formatCep(digits),
        street: text(data.street),
        neighbourhood: text(data.neighborhood),
        city: text(data.city),
        state: text(data.state),
      },
    }
  }

  async function resolve(digits: string): Promise<Lookup> {
    let failures = 0
    for (const provider of [viaCep, brasilApi]) {
      try {
        const result = await provider(digits)
        if (result.kind === 'found') return result
      } catch {
        failures++
      }
    }
    if (failures === 2) throw new AppError('SERVICE_UNAVAILABLE', PUBLIC_FORM_MESSAGES.cepUnavailable)
    return { kind: 'not-found' }
  }

  return {
    async lookup(cep) {
      if (!isValidCep(cep)) throw new AppError('UNPROCESSABLE', PUBLIC_FORM_MESSAGES.cepInvalid)
      const digits = onlyDigits(cep)
      const cached = cache.get(digits)
      let lookup = cached && cached.expiresAt > Date.now() ? cached.lookup : undefined
      if (!lookup) {
        lookup = await resolve(digits)
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '')
        cache.set(digits, { lookup, expiresAt: Date.now() + (lookup.kind === 'found' ? ttlMs : ttlMs / 24) })
      }
      if (lookup.kind === 'not-found') throw new AppError('NOT_FOUND', PUBLIC_FORM_MESSAGES.cepNotFound)
      return lookup.address
    },
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
