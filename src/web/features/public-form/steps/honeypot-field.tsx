import type { RefObject } from 'react'

/** Honeypot: hidden from people and assistive technology; bots fill it in. */
export function HoneypotField({ input }: { input: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Site
        <input ref={input} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
