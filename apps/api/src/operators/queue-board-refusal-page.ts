import type { Request } from 'express';

/** Why the board refused: nobody signed in (or the session ended), or signed in but not an operator. */
export type QueueBoardRefusal = 'unauthorized' | 'forbidden';

interface RefusalTexts {
  title: string;
  explanation: string;
  link: string;
}

/** The page's words in both languages (the page shows both: it knows no one's language choice). */
export const QUEUE_BOARD_REFUSAL_TEXTS: Record<QueueBoardRefusal, Record<'th-TH' | 'en-US', RefusalTexts>> = {
  unauthorized: {
    'th-TH': {
      title: 'กรุณาเข้าสู่ระบบก่อนเปิดคิวงานเบื้องหลัง',
      explanation: 'ยังไม่ได้เข้าสู่ระบบ หรือเซสชันหมดอายุแล้ว เข้าสู่ระบบด้วยบัญชีผู้ดูแลระบบ (CSN) แล้วเปิด "คิวงานเบื้องหลัง (Queue board)" จากเมนูบัญชีผู้ใช้มุมขวาบน',
      link: 'ไปหน้าเข้าสู่ระบบ',
    },
    'en-US': {
      title: 'Sign in to open the queue board',
      explanation: 'You are not signed in, or your session has ended. Sign in with an administrator (CSN) account, then open "Queue board" from the user menu at the top right.',
      link: 'Go to sign-in',
    },
  },
  forbidden: {
    'th-TH': {
      title: 'คิวงานเบื้องหลังเปิดได้เฉพาะผู้ดูแลระบบ',
      explanation: 'บัญชีที่เข้าสู่ระบบอยู่ไม่มีสิทธิ์ดูคิวงานเบื้องหลัง เข้าสู่ระบบด้วยบัญชีผู้ดูแลระบบ (CSN) แล้วเปิดจากเมนูบัญชีผู้ใช้',
      link: 'ไปหน้าเข้าสู่ระบบ',
    },
    'en-US': {
      title: 'The queue board is for administrators only',
      explanation: 'The account you are signed in with may not see the queue board. Sign in with an administrator (CSN) account and open it from the user menu.',
      link: 'Go to sign-in',
    },
  },
};

/** Where staff sign in on the dashboard (its STAFF_SIGN_IN_ADDRESS); the board is opened from its user menu. */
export const STAFF_SIGN_IN_PATH = '/signin/admin';

/**
 * Whether a refusal should be the page rather than the JSON envelope: a browser opening the board
 * (a GET that takes HTML before JSON); the board's own calls and API clients ask for JSON.
 */
export function wantsRefusalPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page a browser gets instead of the 401/403 envelope: both languages and a link to sign in. */
export function queueBoardRefusalPage(refusal: QueueBoardRefusal): string {
  const sections = (['th-TH', 'en-US'] as const).map((locale) => {
    const t = QUEUE_BOARD_REFUSAL_TEXTS[refusal][locale];
    return `<section lang="${locale.slice(0, 2)}"><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.explanation)}</p><p><a href="${STAFF_SIGN_IN_PATH}">${escapeHtml(t.link)}</a></p></section>`;
  });
  const title = `${QUEUE_BOARD_REFUSAL_TEXTS[refusal]['th-TH'].title} · ${QUEUE_BOARD_REFUSAL_TEXTS[refusal]['en-US'].title}`;
  return [
    '<!doctype html>',
    '<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#222}section+section{border-top:1px solid #ddd;margin-top:1.5rem}h1{font-size:1.3rem}a{color:#c3002f}</style>',
    `</head><body>${sections.join('')}</body></html>`,
  ].join('');
}
