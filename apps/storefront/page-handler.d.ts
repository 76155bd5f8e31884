// Types of page-handler.js (plain JavaScript: app-server.js imports it before any build exists).
import type { IncomingMessage, ServerResponse } from 'node:http'

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

export declare function chain(
  handlers: Handler[],
  onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void
export declare function readRequestUrl(req: IncomingMessage): string
export declare function toFetchRequest(req: IncomingMessage, res: ServerResponse): Request
export declare function sendFetchResponse(res: ServerResponse, response: Response): Promise<void>
export declare function createPageHandler(options: {
  handleRequest: (request: Request, context: unknown) => Promise<Response>
  getLoadContext: (req: IncomingMessage) => unknown
}): Handler
