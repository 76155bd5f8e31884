// The baseline of every API benchmark: a bare Fastify route answering a small JSON envelope,
// run as its own process like the BFF, so ratios compare like with like on this machine.
import Fastify from 'fastify'

const port = Number(process.env.BENCH_BARE_PORT ?? 4791)
const app = Fastify({ logger: false })
app.get('/bare', async () => ({ code: 200, result: { ok: true } }))
app.post('/bare', async () => ({ code: 200, result: { ok: true } }))
await app.listen({ host: '127.0.0.1', port })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
