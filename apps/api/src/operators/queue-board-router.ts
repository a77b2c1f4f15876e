import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { isIn, OPERATORS } from '@voc/domain';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { AUTH_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';
import { pageSecurityHeaders } from '../common/http/page-security-headers';
import { BearerPrincipals, bearerToken } from '../auth/services/bearer-principals.service';
import { BoardQueues } from './queue-board.module';
import { queueBoardRefusalPage, wantsRefusalPage } from './queue-board-refusal-page';

export const QUEUE_BOARD_PATH = '/api/queues';
/** The board's session: the operator's own token, sent back only to the board's path. */
export const QUEUE_BOARD_COOKIE = 'voc_queue_board';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The error envelope, or for a browser opening the board a page that sends the user to sign in. */
function sendError(req: Request, res: Response, error: ApiError): void {
  const status = error.getStatus();
  if ((status === 401 || status === 403) && wantsRefusalPage(req)) {
    res.status(status).type('html').send(queueBoardRefusalPage(status === 401 ? 'unauthorized' : 'forbidden'));
    return;
  }
  res.status(status).json({ error: error.getResponse() });
}

/**
 * The operators' queue board (bull-board) at /api/queues, for csn only (OPERATORS): the page and
 * its calls take the csn's bearer token, or the board cookie that `POST /api/queues/session`
 * (with that token) sets, since a page opened in a browser tab sends no Authorization header.
 * Anyone else gets 401 (no or a bad token) or 403 (signed in, not an operator): in the error
 * envelope, or, for a browser opening the board, as a page in Thai and English with a link to sign in.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  const principals = app.get(BearerPrincipals);
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: app.get(BoardQueues).queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'VOC queues' } },
  });

  const operatorOnly = (fromCookie: boolean) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = bearerToken(req.headers.authorization) ?? (fromCookie ? cookieValue(req.headers.cookie, QUEUE_BOARD_COOKIE) : undefined);
      const principal = await principals.principalOf(token);
      if (!isIn(OPERATORS, principal.type)) return sendError(req, res, new ApiError(403, 'Forbidden', AUTH_ERRORS.forbidden));
      res.locals.boardToken = token;
      next();
    } catch (error) {
      if (error instanceof ApiError) return sendError(req, res, error);
      next(error);
    }
  };

  const router = Router();
  router.post('/session', operatorOnly(false), (req: Request, res: Response) => {
    res.cookie(QUEUE_BOARD_COOKIE, String(res.locals.boardToken), { httpOnly: true, sameSite: 'strict', secure: req.secure, path: QUEUE_BOARD_PATH });
    res.status(201).json({ success: { result: { path: `${QUEUE_BOARD_PATH}/` } } });
  });
  router.use(operatorOnly(true), serverAdapter.getRouter() as Router);
  app.use(QUEUE_BOARD_PATH, pageSecurityHeaders({ fonts: ['https://fonts.gstatic.com'], styles: ['https://fonts.googleapis.com'] }), router);
}
