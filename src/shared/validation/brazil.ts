/**
 * Brazilian document and contact validators shared by the public form (browser) and the server.
 * Each `isValid*` accepts the value with or without punctuation; each `format*` returns the
 * canonical display form the application stores.
 */

export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '')
}

/** CPF: 11 digits, not all equal, with both check digits right. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]+$/.test(value)) return false
  const digits = onlyDigits(value)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  const numbers = [...digits].map(Number)
  const checkDigit = (length: number) => {
    let sum = 0
    for (let index = 0; index < length; index++) sum += (numbers[index] ?? 0) * (length + 1 - index)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10]
}

/** "123.456.789-09" */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value)
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`
}

/**
 * Mobile phone (00)00000-0000: a real area code (11-99, no zero digit) followed by a
 * nine-digit number starting with 9, as every Brazilian mobile number does.
 */
export function isValidMobilePhone(value: string): boolean {
  if (!/^[\d()\-\s+]+$/.test(value)) return false
  const digits = onlyDigits(value)
  return /^[1-9][1-9]9\d{8}$/.test(digits)
}

/** "(11)98765-4321" — the format the spec shows. */
export function formatMobilePhone(value: string): string {
  const digits = onlyDigits(value)
  return `(${digits.slice(0, 2)})${digits.slice(2, 7)}-${digits.slice(7, 11)}`
}

/** CEP: exactly 8 digits, with or without the hyphen. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim())
}

/** "01310-100" */
export function formatCep(value: string): string {
  const digits = onlyDigits(value)
  return `${digits.slice(0, 5)}-${digits.slice(5, 8)}`
}
