// The baseline of every API benchmark, run as its own process like the BFF so ratios compare like
// with like on this machine:
// - GET|POST /bare: a small JSON envelope (the framework's floor);
// - PUT /bare/answers/:name with a JSON array of answer texts, then POST /bare/answers/:name/:i:
//   answers the i-th of those texts as it is, doing no work at all — the same bytes the BFF sends
//   for the same request, so a benchmark can compare the BFF with a route that only transfers them.
import Fastify from 'fastify'

const port = Number(process.env.BENCH_BARE_PORT ?? 4791)
const app = Fastify({ logger: false })
const answers = new Map()

app.get('/bare', async () => ({ code: 200, result: { ok: true } }))
app.post('/bare', async () => ({ code: 200, result: { ok: true } }))
app.put('/bare/answers/:name', { bodyLimit: 256 * 1024 * 1024 }, async (request) => {
  const texts = request.body
  answers.set(
    request.params.name,
    texts.map((text) => Buffer.from(text, 'utf8')),
  )
  return { code: 200, result: { count: texts.length } }
})
app.post('/bare/answers/:name/:index', async (request, reply) => {
  const list = answers.get(request.params.name) ?? []
  const bytes = list[Number(request.params.index) % Math.max(1, list.length)]
  if (!bytes) return reply.code(404).send({ code: 404, result: 'no answers stored' })
  return reply.type('application/json; charset=utf-8').send(bytes)
})

await app.listen({ host: '127.0.0.1', port })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
