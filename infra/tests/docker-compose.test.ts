// Validates the production topology in docker-compose.yml and its Dockerfiles. When a Docker
// Compose client is installed, `docker compose config` must accept the file as well.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')

interface Service {
  image?: string
  build?: { context: string; dockerfile: string }
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  ports?: string[]
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> }
const services = compose.services

function hasComposeClient(): boolean {
  return spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0
}

describe('docker-compose.yml (production topology)', () => {
  it('runs storefront, bff, elasticsearch 8, redis 7 and postgres 16', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['bff', 'elasticsearch', 'postgres', 'redis', 'storefront'].sort(),
    )
    expect(services.elasticsearch?.image).toMatch(/elasticsearch:8\./)
    expect(services.redis?.image).toMatch(/^redis:7/)
    expect(services.postgres?.image).toMatch(/^postgres:16/)
  })

  it('gives every backing service a healthcheck and starts the apps only when they are healthy', () => {
    for (const name of ['elasticsearch', 'redis', 'postgres']) {
      expect(services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0)
    }
    expect(services.bff?.depends_on).toEqual({
      redis: { condition: 'service_healthy' },
      postgres: { condition: 'service_healthy' },
      elasticsearch: { condition: 'service_healthy' },
    })
    expect(services.storefront?.depends_on).toEqual({ bff: { condition: 'service_healthy' } })
  })

  it('wires the BFF to the production adapters and the storefront to the BFF', () => {
    expect(services.bff?.environment).toMatchObject({
      REDIS_URL: 'redis://redis:6379',
      ELASTICSEARCH_URL: 'http://elasticsearch:9200',
    })
    expect(services.bff?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//)
    expect(services.storefront?.environment?.BFF_URL).toBe('http://bff:4000')
    expect(services.storefront?.ports).toContain('3000:3000')
  })

  it('takes payments with a Mollie key from the environment, else offline methods only (D217)', () => {
    const environment = services.bff?.environment ?? {}
    expect(environment.MOLLIE_API_KEY).toBe('${MOLLIE_API_KEY:-}')
    expect(environment.MOLLIE_WEBHOOK_URL).toBe('${MOLLIE_WEBHOOK_URL:-}')
    expect(environment.PAYMENT_RETURN_URL).toBe('${PAYMENT_RETURN_URL:-}')
    // Neither the test gateway nor the local-only routes are turned on in production.
    for (const service of Object.values(services)) {
      expect(service.environment?.PAYMENT_PROVIDER).toBeUndefined()
      expect(service.environment?.LOCAL_DEV_ROUTES).toBeUndefined()
    }
  })

  it.each(['bff', 'storefront'])(
    'builds %s from a multi-stage Dockerfile that runs as a non-root user with a healthcheck',
    (name) => {
      const build = services[name]?.build
      expect(build?.context).toBe('.')
      const dockerfile = read(build?.dockerfile ?? '')
      expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2)
      expect(dockerfile).toMatch(/^USER node$/m)
      expect(dockerfile).toMatch(/^HEALTHCHECK /m)
      expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/)
    },
  )

  it.each(['bff', 'storefront'])(
    'runs %s with the process environment that `pnpm start` and the benchmarks use (D199)',
    (name) => {
      const dockerfile = read(services[name]?.build?.dockerfile ?? '')
      const processEnv = JSON.parse(read('infra/node-process-env.json')) as Record<
        string,
        Record<string, string>
      >
      const settings = Object.entries(processEnv[name] ?? {})
      expect(settings.length).toBeGreaterThan(0)
      for (const [key, value] of settings) {
        expect(dockerfile).toMatch(new RegExp(`^ENV ${key}=${value}$`, 'm'))
      }
    },
  )

  it.runIf(hasComposeClient())('is accepted by `docker compose config`', () => {
    const result = spawnSync(
      'docker',
      ['compose', '-f', `${root}docker-compose.yml`, 'config', '-q'],
      {
        encoding: 'utf8',
      },
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
