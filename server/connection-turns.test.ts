// Connections take turns (docs/adr/0048): after a response, a kept-alive connection's next request waits for its turn
// and is still answered, on every connection, however few are read in a turn.
import { createServer, request as httpRequest, Agent, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeTurns } from './connection-turns'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((request, response) => response.end(`${request.url} on ${request.socket.remotePort}`))
  takeTurns(server, { turnMs: 0 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(agent: Agent, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ port, host: '127.0.0.1', path, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('connections taking turns', () => {
  it('answers every request of several kept-alive connections, one connection read a turn', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 6 })
    try {
      const shoppers = Array.from({ length: 6 }, async (_, shopper) => {
        const answers: string[] = []
        for (let visit = 0; visit < 4; visit += 1) answers.push(await get(agent, `/${shopper}/${visit}`))
        return answers
      })
      const answers = await Promise.all(shoppers)
      expect(answers.flat()).toHaveLength(24)
      for (const [shopper, visits] of answers.entries())
        visits.forEach((answer, visit) => expect(answer).toMatch(new RegExp(`^/${shopper}/${visit} on \\d+$`)))
      // The connections were kept alive across the turns: fewer connections than requests.
      const ports = new Set(answers.flat().map((answer) => answer.split(' on ')[1]))
      expect(ports.size).toBeLessThanOrEqual(6)
    } finally {
      agent.destroy()
    }
  })
})
