// buildApp: the whole BFF as one Fastify instance that does not listen (fastify/demo style), so tests
// drive it with `app.inject()` and server.ts owns the socket and the process signals.
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure'
import Fastify, { LogController } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import { adapterRegistryPlugin, type Adapters } from './adapters/registry.js'
import type { Env } from './env.js'
import { catalogContextPlugin } from './features/catalog/catalog-context.js'
import { catalogRoutes } from './features/catalog/catalog.routes.js'
import { catalogImportPlugin } from './features/catalog-import/catalog-import.plugin.js'
import { cartRoutes } from './features/cart/cart.routes.js'
import { contentRoutes } from './features/content/content.routes.js'
import { couponsRoutes } from './features/coupons/coupons.routes.js'
import { dhlParcelRoutes } from './features/dhl-parcel/dhl-parcel.routes.js'
import { postcodeRoutes } from './features/postcode/postcode.routes.js'
import { healthRoutes } from './features/health/health.routes.js'
import { orderRoutes } from './features/order/order.routes.js'
import { paymentsRoutes } from './features/payments/payments.routes.js'
import { testGatewayRoutes } from './features/payments/test-gateway.routes.js'
import { LocalPaymentGateway } from './adapters/payments/local-payment-gateway.js'
import { accountRoutes } from './features/user/account.routes.js'
import { userRoutes } from './features/user/user.routes.js'
import { outboxRoutes } from './features/mail/outbox.routes.js'
import { localDevRoutesOn, localSetupWarnings } from './local-only-setup.js'
import { localOnlyRoutesPlugin } from './plugins/local-only-routes.js'
import { newsletterRoutes } from './features/newsletter/newsletter.routes.js'
import { returnsRoutes } from './features/returns/returns.routes.js'
import { reviewsRoutes } from './features/reviews/reviews.routes.js'
import { returnsAdminRoutes } from './features/admin/returns-admin.routes.js'
import { reviewsAdminRoutes } from './features/admin/reviews-admin.routes.js'
import { stockRoutes } from './features/stock/stock.routes.js'
import { wishlistRoutes } from './features/wishlist/wishlist.routes.js'
import { imagesRoutes } from './features/images/images.routes.js'
import { urlMapRoutes } from './features/url-map/url-map.routes.js'
import { createLogger, generateRequestId } from './logging.js'
import { drainPlugin } from './plugins/drain.js'
import { authRateLimitPlugin } from './plugins/auth-rate-limit.js'
import { errorHandlerPlugin } from './plugins/error-handler.js'
import { answerClientError, answerFrameworkError } from './plugins/framework-errors.js'
import { inputHygienePlugin } from './plugins/input-hygiene.js'
import { callerPlugin } from './plugins/caller.js'
import { groupTokenPlugin } from './group-token.js'
import { noStorePlugin } from './plugins/no-store.js'
import { corsPlugin } from './plugins/cors.js'
import { openApiPlugin } from './plugins/openapi.js'
import { requestContextPlugin, rewriteStorePrefix } from './plugins/request-context.js'
import { loadSheddingPlugin } from './plugins/load-shedding.js'
import { securityPlugin } from './plugins/security.js'

export interface BuildAppOptions {
  /** Where the JSON log lines go (default: stdout); tests capture them here. */
  logStream?: DestinationStream
  /** Adapters that replace the configured ones (tests). */
  adapters?: Partial<Adapters>
  /** Overrides of the under-pressure limits (tests). */
  underPressure?: FastifyUnderPressureOptions
  /** Under-pressure warm-up after ready (default PRESSURE_WARM_UP_MS); its clock, also the load gate's (tests). */
  pressureWarmUpMs?: number
  clock?: () => number
}

/** BFF_TRUST_PROXY: `true`, `false`, or addresses / CIDR ranges / `loopback` (comma-separated). */
export function parseTrustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true'
  return value
}

export async function buildApp(config: Env, options: BuildAppOptions = {}) {
  const app = Fastify({
    loggerInstance: createLogger(config, options.logStream),
    genReqId: generateRequestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    rewriteUrl: rewriteStorePrefix,
    bodyLimit: config.BFF_BODY_LIMIT_BYTES,
    // On close, idle keep-alive sockets are dropped at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    // Requests still arriving on open connections while draining get a normal answer (with
    // `Connection: close`) rather than Fastify's non-envelope 503.
    return503OnClosing: false,
    // Loading the stored catalogue of three store views (D82) before serving can outlast
    // Fastify's default 10 s on a busy machine with the large catalogue.
    pluginTimeout: 60_000,
    // Router and HTTP parser refusals in the envelope (D181).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The storefront (and a load balancer) forwards the shopper's address; the per-IP rate
    // limits count that address (D108).
    trustProxy: parseTrustProxy(config.BFF_TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(errorHandlerPlugin)
  await app.register(requestContextPlugin)
  await app.register(inputHygienePlugin)
  await app.register(localOnlyRoutesPlugin)
  await app.register(drainPlugin)
  await app.register(securityPlugin, {
    underPressure: {
      maxEventLoopDelay: config.BFF_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: config.BFF_PRESSURE_MAX_ELU,
      retryAfter: config.BFF_SHED_RETRY_AFTER_SECONDS,
      ...options.underPressure,
    },
    warmUpMs: options.pressureWarmUpMs,
    now: options.clock,
  })
  await app.register(corsPlugin, { origins: config.CORS_ORIGINS })
  await app.register(loadSheddingPlugin, {
    maxInFlight: config.BFF_SHED_MAX_IN_FLIGHT,
    concurrency: config.BFF_SHED_CONCURRENCY,
    maxQueueMs: config.BFF_SHED_MAX_QUEUE_MS,
    targetQueueMs: config.BFF_SHED_TARGET_QUEUE_MS,
    turnSliceMs: config.BFF_SHED_TURN_SLICE_MS,
    retryAfterSeconds: config.BFF_SHED_RETRY_AFTER_SECONDS,
    now: options.clock,
  })
  await app.register(openApiPlugin)
  await app.register(adapterRegistryPlugin, { config, overrides: options.adapters })
  await app.register(callerPlugin)
  await app.register(groupTokenPlugin, {
    secret: config.GROUP_TOKEN_SECRET,
    dataDir: config.DATA_DIR,
    ttlSeconds: config.CUSTOMER_TOKEN_TTL_SECONDS,
  })
  await app.register(noStorePlugin)
  await app.register(authRateLimitPlugin, { config })

  await app.register(healthRoutes)
  await app.register(cartRoutes, { config })
  await app.register(couponsRoutes, { config })
  await app.register(orderRoutes, { config })
  await app.register(paymentsRoutes, { config })
  // D141, D217: the local test gateway's page exists only when it is the payment adapter.
  if (app.adapters.payments instanceof LocalPaymentGateway) {
    await app.register(testGatewayRoutes, { gateway: app.adapters.payments })
  }
  await app.register(userRoutes, { config })
  await app.register(accountRoutes, { config })
  await app.register(wishlistRoutes)
  await app.register(newsletterRoutes, { config })
  await app.register(returnsRoutes, { config })
  await app.register(reviewsRoutes, { config })
  // D167: the operator routes exist only with an ADMIN_TOKEN.
  if (config.ADMIN_TOKEN) await app.register(returnsAdminRoutes, { adminToken: config.ADMIN_TOKEN })
  if (config.ADMIN_TOKEN) await app.register(reviewsAdminRoutes, { adminToken: config.ADMIN_TOKEN })
  if (localDevRoutesOn(config)) await app.register(outboxRoutes)
  for (const warning of localSetupWarnings(config)) app.log.warn({ setup: 'local' }, warning)
  await app.register(dhlParcelRoutes)
  await app.register(postcodeRoutes)
  await app.register(contentRoutes, { config })
  await app.register(stockRoutes, { config })
  await app.register(catalogContextPlugin)
  await app.register(catalogImportPlugin, { config })
  await app.register(catalogRoutes, { config })
  await app.register(urlMapRoutes, { config })
  await app.register(imagesRoutes, { config })

  return app
}

/** The built BFF instance, with its zod type provider and logger types. */
export type App = Awaited<ReturnType<typeof buildApp>>
