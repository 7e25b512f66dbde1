// A stand-in for ViaCEP and BrasilAPI during the browser tests (the e2e server's CEP_*_URL point here).
// ViaCEP knows 01310-100; BrasilAPI knows 20040-020; every other CEP is unknown to both.
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3199)

const viaCep = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
}
const brasilApi = {
  20040020: {
    cep: '20040020',
    street: 'Avenida Rio Branco',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
}

const server = createServer((request, response) => {
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
  const url = request.url ?? '/'
  if (url === '/health') return send(200, { status: 'ok' })
  const viaCepMatch = /^\/viacep\/(\d{8})\/json\/?$/.exec(url)
  if (viaCepMatch) return send(200, viaCep[viaCepMatch[1]] ?? { erro: 'true' })
  const brasilMatch = /^\/brasilapi\/(\d{8})$/.exec(url)
  if (brasilMatch) {
    const address = brasilApi[brasilMatch[1]]
    return address ? send(200, address) : send(404, { message: 'CEP não encontrado' })
  }
  send(404, { message: 'not found' })
})
server.listen(port, '127.0.0.1')
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
