import { crc32, deflateSync } from 'node:zlib'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { createConfirmedCompany } from './accounts.ts'

/** A 1x1 PNG: a real image for the 3x4 photo field. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** An uncompressed RGB PNG of width x height: a phone-camera-sized photo when big enough. */
export function bigPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width
      raw[row + 2 + x * 3] = (y * 255) / height
      raw[row + 3 + x * 3] = 128
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A company created through the real sign-up; its public form is the default 8-step form. */
export async function newCompanyForm(request: APIRequestContext) {
  const company = await createConfirmedCompany(request)
  return { ...company, url: `/f/${company.publicFormUrl}` }
}

/**
 * A control by its visible label. A mandatory field's label ends with the red "*" and, for screen
 * readers, "(obrigatório)".
 */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}\\s*(\\*\\s*\\(obrigatório\\))?$`))
}

export async function expectStep(page: Page, number: number, title: string) {
  await expect(page.getByText(`Etapa ${number} de 8`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
}

export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(field(page, label)).toHaveText(option)
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Próximo' }).click()
}

export async function fillStep1(page: Page) {
  await field(page, 'CPF').fill('52998224725')
  await expect(field(page, 'CPF')).toHaveValue('529.982.247-25')
  await field(page, 'Nome Completo').fill('Maria Aparecida dos Santos')
  await field(page, 'E-mail').fill('maria.santos@example.com')
  await field(page, 'Senha').fill('minha-senha-123')
}

export async function fillStep2(page: Page) {
  await page
    .getByLabel(/^Foto 3x4/)
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PHOTO_PNG })
  await expect(page.getByRole('img', { name: 'Pré-visualização da foto' })).toBeVisible()
  await field(page, 'Nome da Mãe').fill('Joana dos Santos')
  await field(page, 'Data de Nascimento').fill('15031995')
  await expect(field(page, 'Data de Nascimento')).toHaveValue('15/03/1995')
  await choose(page, 'Nacionalidade', 'Brasileira')
  await field(page, 'Naturalidade').fill('Recife')
  await choose(page, 'Estado Civil', 'Solteiro(a)')
  await choose(page, 'Gênero', 'Feminino')
  // The sensitive questions appear once the candidate authorises them (asked before them, on this step).
  await expect(field(page, 'Raça/Etnia')).toHaveCount(0)
  await page.getByLabel(/Autorizo o uso dos meus dados sensíveis/).check()
  await choose(page, 'Raça/Etnia', 'Parda')
  await choose(page, 'Possui Necessidade Especial?', 'Não')
}

export async function fillStep4(page: Page) {
  await choose(page, 'Área Desejada', 'Logística')
  await field(page, 'Cargo Desejado').fill('Auxiliar de Logística')
  await choose(page, 'Disponibilidade', 'manhã')
  await choose(page, 'Primeiro Emprego?', 'Não')
  await choose(page, 'Já trabalhou na empresa?', 'Não')
  await choose(page, 'Escolaridade', 'Médio Completo')
}

/** Step 5 with the CEP the fake ViaCEP knows: street, neighbourhood, city and state fill in. */
export async function fillStep5WithCep(page: Page) {
  await field(page, 'CEP').fill('01310100')
  await expect(page.getByText('Endereço preenchido pelo CEP. Confira e complete.')).toBeVisible()
  await expect(field(page, 'Endereço')).toHaveValue('Avenida Paulista')
  await expect(field(page, 'Bairro')).toHaveValue('Bela Vista')
  await expect(field(page, 'Cidade')).toHaveValue('São Paulo')
  await expect(field(page, 'Estado')).toHaveText('SP')
  await field(page, 'Número').fill('1000')
}

export async function fillEducation(page: Page) {
  await page.getByRole('button', { name: 'Adicionar formação' }).click()
  const entry = page.getByRole('region', { name: 'Formação #1' })
  await expect(entry).toBeVisible()
  await field(entry, 'Tipo').click()
  await page.getByRole('option', { name: 'Curso Técnico', exact: true }).click()
  await field(entry, 'Instituição').fill('SENAI Recife')
  await field(entry, 'Curso').fill('Técnico em Logística')
  await field(entry, 'Data de Início').fill('01/02/2014')
  await field(entry, 'Data de Conclusão').fill('20/12/2015')
}
