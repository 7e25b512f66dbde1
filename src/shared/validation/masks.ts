import { onlyDigits } from './brazil.ts'

/**
 * Input masks: they format what the candidate types, digit by digit, and never block pasting
 * a value with or without punctuation.
 */
function applyPattern(digits: string, pattern: string): string {
  let result = ''
  let index = 0
  for (const char of pattern) {
    if (index >= digits.length) break
    if (char === '9') {
      result += digits[index]
      index++
    } else {
      result += char
    }
  }
  return result
}

export function maskCpf(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 11), '999.999.999-99')
}

export function maskMobilePhone(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 11), '(99)99999-9999')
}

export function maskCep(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 8), '99999-999')
}

export function maskBrDate(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 8), '99/99/9999')
}
