import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth } from './core/auth/create-auth.js';
import type { Config } from './core/config.js';
import type { Database } from './core/db/client.js';
import { accountRoutes } from './features/account/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { formerPupilsRoutes } from './features/former-pupils/routes.js';
import { accountSecurityRoutes } from './features/auth/account-security-routes.js';
import { passwordResetMail } from './features/auth/password-reset-mail.js';
import { passwordResetRoutes } from './features/auth/password-reset-routes.js';
import { authRoutes } from './features/auth/routes.js';
import type { ThrottleLimits } from './features/auth/sign-in-throttle.js';
import { childrenRoutes } from './features/children/routes.js';
import { collaborationRoutes } from './features/collaborations/routes.js';
import { reviewRoutes } from './features/review/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { guardianRequestRoutes } from './features/guardian-requests/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { invitationRoutes } from './features/invitations/routes.js';
import { consentRoutes } from './features/consent/routes.js';
import type { LiveLimits } from './features/live/live-hub.js';
import { liveRoutes } from './features/live/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { pictureTagRoutes } from './features/media/tag-routes.js';
import { postPublicPages } from './features/posts/public-pages.js';
import { postRoutes } from './features/posts/routes.js';
import { commentRoutes } from './features/comments/routes.js';
import { watchedWordRoutes } from './features/watched-words/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { reactionRoutes } from './features/reactions/routes.js';
import { mentionRoutes } from './features/mentions/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { sendNotificationDigests } from './features/notifications/digest.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { siteRoutes } from './features/site/routes.js';
import { projectRoutes } from './features/projects/routes.js';
import { siteSettingsRoutes } from './features/site/settings-routes.js';
import { requestContext } from './core/lib/request-context.js';
import { createMediaStorage } from './core/media/create-storage.js';
import { loggableError } from './core/lib/loggable-error.js';
import { createMailer } from './core/mail/mailer.js';
import { WEB_DIST_DIR } from './core/paths.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { textRulePlugin } from './plugins/text-rule.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { languagePlugin } from './plugins/language.js';
import { eventsPlugin } from './plugins/events.js';
import { mediaStoragePlugin } from './plugins/media-storage.js';
import { publicPagesPlugin } from './plugins/page-meta.js';
import { publicCachePlugin } from './plugins/public-cache.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestIdGenerator, requestLogPlugin } from './plugins/request-log.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';

export interface AppDeps {
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  authSecret: string;
  /** Folder of the built SPA; defaults to dist/web. */
  webRoot?: string;
  /** Tests make the sign-in throttle's limits small enough to reach. */
  throttleLimits?: Partial<ThrottleLimits>;
  /** The clock of rate limits and throttles; tests move it forward. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Tests make live streams' heartbeat and lifetime short enough to watch. */
  liveLimits?: Partial<LiveLimits>;
}

/** For a person at a terminal: one line per entry with its fields on it, the time without the date. */
const PRETTY_LOG: pino.TransportSingleOptions = { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' } };

/**
 * Runs each registration in order, letting the event loop turn after each. server.ts builds the
 * app while the embedded database starts and migrates, and that work moves only when its
 * replies are read: a build that never let the loop turn left it all for after (a start ~35 ms
 * slower, decision 0065). A turn costs microseconds.
 */
async function inTurns(registrations: (() => PromiseLike<unknown>)[]): Promise<void> {
  for (const register of registrations) {
    await register();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Builds the whole application without listening: what server.ts runs and tests inject into.
 * It asks nothing of the database (what must listen does so once ready), so it may run while
 * the database is still starting or being migrated.
 */
export async function buildApp(config: Config, deps: AppDeps) {
  const logger = deps.logger ?? {
    level: config.logLevel,
    // Lines are written asynchronously, several per system call under load: one access line
    // per request written synchronously cost public reads about a fifth of their throughput
    // (npm run bench). pino flushes what is pending when the process exits normally.
    ...(config.logPretty ? { transport: PRETTY_LOG } : { stream: pino.destination({ sync: false }) }),
  };
  const app = Fastify({
    // Every error any line logs as `err`, ours and Fastify's, goes through loggableError: a
    // failed query keeps its statement and code, never the values sent with it.
    logger: typeof logger === 'object' ? { ...logger, serializers: { ...logger.serializers, err: loggableError } } : logger,
    // A hop count is accepted at run time (proxy-addr) though Fastify's types omit it.
    trustProxy: config.trustProxy as boolean | string,
    // Fastify's own two lines per request are replaced by one access-log line (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Refusals from before any route runs speak Agora's error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await inTurns([
    () => app.register(requestLogPlugin, { accessLog: config.accessLog, quietFiles: config.logPretty }),
    () => app.register(errorHandlerPlugin),
    () => app.register(gracefulClosePlugin),
    () => app.register(securityHeadersPlugin, { publicUrl: config.publicUrl, mediaUrl: config.s3?.publicUrl }),
    () => app.register(sameOriginPlugin, { publicUrl: config.publicUrl, siteOrigins: config.siteOrigins }),
    () => app.register(textRulePlugin),
    () => app.register(dbPlugin, { database: deps.database }),
    () => app.register(publicCachePlugin, { secureCookies: config.publicUrl.startsWith('https:') }),
    () => app.register(languagePlugin),
    () => app.register(publicPagesPlugin),
    () => app.register(rateLimitPlugin, { now: deps.now }),
  ]);
  const mailer = config.mail ? createMailer(config.mail.smtpUrl, config.mail.from) : null;
  await app.register(authPlugin, {
    secureCookies: config.publicUrl.startsWith('https:'),
    auth: createAuth({
      db: deps.database.db,
      secret: deps.authSecret,
      publicUrl: config.publicUrl,
      siteOrigins: config.siteOrigins,
      ...(mailer
        ? {
            onPasswordResetRequested: (request) => {
              // In the language the reader asked in (features/auth/password-reset-routes.ts), else the site's.
              const asked = requestContext.getStore()?.language;
              void (asked ? Promise.resolve(asked) : app.siteLanguage())
                .then((language) => mailer.send(passwordResetMail(request, config.publicUrl, language)))
                .catch((error: unknown) => app.log.error({ err: error }, 'could not send a password reset mail'));
            },
          }
        : {}),
      // Inside a request (see auth/bridge.ts) its id goes on the line; an error it passed is the cause.
      log: (level, message, ...details) =>
        app.log[level](
          { source: 'better-auth', reqId: requestContext.getStore()?.requestId, err: details.find((detail) => detail instanceof Error) },
          message,
        ),
    }),
  });
  await app.register(mediaStoragePlugin, { storage: createMediaStorage(config) });
  await app.register(eventsPlugin);

  await inTurns([
    () => app.register(healthRoutes, { dataDir: config.dataDir }),
    () => app.register(authRoutes, { throttleLimits: deps.throttleLimits, secret: deps.authSecret, secureCookies: config.publicUrl.startsWith('https:') }),
    () => app.register(accountSecurityRoutes),
    () => app.register(passwordResetRoutes, { byMail: mailer !== null }),
    () => app.register(mediaRoutes),
    () => app.register(pictureTagRoutes),
    () => app.register(postRoutes),
    () => app.register(commentRoutes),
    () => app.register(postPublicPages, { publicUrl: config.publicUrl }),
    () => app.register(profileRoutes),
    () => app.register(collaborationRoutes),
    () => app.register(contactRoutes),
    () => app.register(invitationRoutes, { mailer, publicUrl: config.publicUrl }),
    () => app.register(siteRoutes),
    () => app.register(projectRoutes),
    () => app.register(siteSettingsRoutes),
    () => app.register(adminRoutes),
    () => app.register(formerPupilsRoutes),
    () => app.register(watchedWordRoutes),
    () => app.register(reportRoutes),
    () => app.register(reactionRoutes),
    () => app.register(mentionRoutes),
    () => app.register(reviewRoutes),
    () => app.register(childrenRoutes),
    () => app.register(consentRoutes),
    () => app.register(guardianRequestRoutes),
    () => app.register(searchRoutes),
    () => app.register(notificationRoutes, { canEmail: mailer !== null }),
    () => app.register(accountRoutes),
    () => app.register(liveRoutes, { limits: deps.liveLimits, accessLog: config.accessLog }),
  ]);
  app.decorate(
    'sendNotificationDigests',
    mailer ? (now?: Date) => sendNotificationDigests({ db: app.db, mailer, publicUrl: config.publicUrl, siteLanguage: app.siteLanguage, log: app.log }, now) : null,
  );

  await app.register(spaPlugin, { root: deps.webRoot ?? WEB_DIST_DIR, publicUrl: config.publicUrl });
  return app;
}

/** The application type, with the zod type provider. */
export type App = Awaited<ReturnType<typeof buildApp>>;
