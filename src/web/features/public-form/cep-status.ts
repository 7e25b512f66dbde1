import { useEffect, useRef, useState } from 'react'
import type { CepAddress } from '@/shared/forms/public-form-api.ts'
import { isValidCep } from '@/shared/validation/brazil.ts'
import { errorMessage } from '@/web/lib/api.ts'
import { lookupCep } from './api.ts'

export type CepLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found' }
  | { status: 'failed'; message: string }

/**
 * Looks the CEP up once it has 8 digits and hands the address to `onAddress`. A failure only
 * shows a note: the candidate types the address and goes on (a lookup never blocks the form).
 */
export function useCepLookup(cep: string, onAddress: (address: CepAddress) => void): CepLookupState {
  const [state, setState] = useState<CepLookupState>({ status: 'idle' })
  const callback = useRef(onAddress)
  callback.current = onAddress
  // A CEP restored from the draft was looked up before: do not overwrite what the candidate typed since.
  const lastLooked = useRef<string | null>(isValidCep(cep) ? cep : null)

  useEffect(() => {
    if (!isValidCep(cep)) {
      lastLooked.current = null
      setState({ status: 'idle' })
      return
    }
    if (lastLooked.current === cep) return
    lastLooked.current = cep
    const controller = new AbortController()
    setState({ status: 'loading' })
    lookupCep(cep, controller.signal)
      .then((address) => {
        callback.current(address)
        setState({ status: 'found' })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const message = errorMessage(
          error,
          'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
        )
        setState({ status: 'failed', message })
      })
    return () => {
      controller.abort()
      if (lastLooked.current === cep) lastLooked.current = null
    }
  }, [cep])

  return state
}
