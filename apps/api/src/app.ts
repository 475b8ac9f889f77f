import { randomUUID } from "node:crypto";
import * as ROUTES from "@org/api-client/routes";
import { Hono } from "hono";
import type { AppDeps } from "./app-deps";
import { STARTING_RETRY_AFTER_SECONDS } from "./constants";
import { NotFoundError, ServerBusyError } from "./errors";
import type { AppEnv } from "./http/app-env";
import { cors } from "./http/cors";
import { type DatabaseOutage, databaseOutage } from "./http/database-outage";
import { errorResponder } from "./http/error-handler";
import { publicUrl } from "./http/public-url";
import { discardRefusedBodies } from "./http/refused-body-discard";
import { type Endpoint, mountEndpoints } from "./http/router";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./logger";
import { accountRoutes } from "./modules/accounts/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { assistantTestRoutes } from "./modules/assistant-tests/routes";
import { testAfterChange } from "./modules/assistant-tests/runs";
import { authRoutes } from "./modules/auth/routes";
import { tokenAuthenticator } from "./modules/auth/token-authenticator";
import { botRoutes } from "./modules/bots/routes";
import { chatRoutes } from "./modules/chat/routes";
import { bubbleMessageRoutes, shortcutRoutes } from "./modules/content/routes";
import { curatedAnswerRoutes } from "./modules/curated-answers/routes";
import { healthRoutes } from "./modules/health/routes";
import { knowledgeRoutes } from "./modules/knowledge/routes";
import { missedQuestionRoutes } from "./modules/missed-questions/routes";
import { permissionRoutes } from "./modules/permissions/routes";
import { schemaRoutes } from "./modules/schema/routes";
import { taskRoutes } from "./modules/tasks/routes";
import { ownProfileRoutes } from "./modules/users/own-profile-routes";
import { userRoutes } from "./modules/users/routes";
import { visitorPrivacyRoutes } from "./modules/visitor-privacy/routes";

/** Every endpoint of the API. */
export function apiEndpoints(deps: AppDeps): Endpoint[] {
  const afterKnowledgeChange = (bot: number) => testAfterChange(deps, bot, "knowledge");
  const endpoints = [
    ...healthRoutes(deps),
    ...authRoutes(deps),
    ...ownProfileRoutes(deps),
    ...permissionRoutes(deps),
    ...accountRoutes(deps),
    ...userRoutes(deps),
    ...botRoutes(deps, { afterKnowledgeChange }),
    ...knowledgeRoutes(deps, { afterKnowledgeChange }),
    ...taskRoutes(deps),
    ...bubbleMessageRoutes(deps),
    ...shortcutRoutes(deps),
    ...chatRoutes(deps),
    ...missedQuestionRoutes(deps),
    ...curatedAnswerRoutes(deps, {
      afterChange: (bot) => testAfterChange(deps, bot, "curated_answers"),
    }),
    ...assistantTestRoutes(deps),
    ...analyticsRoutes(deps),
    ...visitorPrivacyRoutes(),
  ];
  return [...endpoints, ...schemaRoutes(endpoints)];
}

/** What answers while the server starts: a 503 saying when to come back. */
export function createStartingApp(logger: Logger): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.all("*", () => {
    throw new ServerBusyError("The server is starting.", STARTING_RETRY_AFTER_SECONDS);
  });
  app.onError(errorResponder(logger, databaseOutage(logger)));
  return app;
}

/**
 * The HTTP application; it holds no state of its own, all of it is in the database. `outage`
 * logs the requests refused for want of that database, once per outage (`deps.db` being watched
 * by it, so that it knows when the database answers again).
 */
export function createApp(deps: AppDeps, outage: DatabaseOutage): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: true });
  app.use(discardRefusedBodies(deps.config));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("requestId", randomUUID());
    c.set("actor", null);
    await next();
    // Load balancers and monitors ask for the health every few seconds: only a failing one is
    // worth a line among the requests.
    const probe = c.req.path === ROUTES.getHealth.path && c.res.ok;
    deps.logger[probe ? "debug" : "info"]("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(cors(deps.config.corsOrigins, deps.logger));
  app.use(securityHeaders());
  app.use(publicUrl(deps.config));
  mountEndpoints(app, apiEndpoints(deps), {
    authenticate: tokenAuthenticator(deps.db),
    corsOrigins: deps.config.corsOrigins,
  });
  app.notFound((c) => c.json(new NotFoundError().body(), 404));
  app.onError(errorResponder(deps.logger, outage));
  return app;
}
