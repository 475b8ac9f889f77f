/** Where the client reports failures; replace it to send them to your own monitoring. */
export interface ApiLogger {
  error(message: string, details?: unknown): void;
}

export const consoleLogger: ApiLogger = {
  error: (message, details) => console.error(message, details),
};
