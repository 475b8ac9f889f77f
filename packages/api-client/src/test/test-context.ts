import { afterAll, beforeAll, beforeEach } from "vitest";
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
} from "../client/create-api-client";
import { createRecordingLogger } from "./recording-logger";
import { type RecordingServer, startRecordingServer } from "./recording-server";

export interface TestContext {
  server: RecordingServer;
  logger: ReturnType<typeof createRecordingLogger>;
  /** A client of the recording server, signed in with `token` unless told otherwise. */
  client: ApiClient;
  clientWith(options: ApiClientOptions): ApiClient;
}

export const TEST_TOKEN = "test-token-0123456789";

/**
 * Starts one recording server for the test file and gives each test a fresh logger and a client
 * of that server.
 */
export function setUpTestContext(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.server = await startRecordingServer();
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.server.reset();
    context.logger = createRecordingLogger();
    context.clientWith = (options) =>
      createApiClient({ baseUrl: context.server.url, logger: context.logger, ...options });
    context.client = context.clientWith({ getToken: () => TEST_TOKEN });
  });
  return context;
}
