import type { SubscriptionMailKind } from '@voc/domain';
import type { UnsubscribeOutcome } from './unsubscribe-outcome';

/**
 * The pages a mail's unsubscribe link opens, outside the dashboard (no sign-in, no script): each
 * text in Thai and English at once, since the reader is not known. The confirmation page posts
 * back to the same address (the token stays in the query, as RFC 8058's one-click POST sends it).
 */
const KIND: Record<SubscriptionMailKind, [string, string]> = {
  monthly_brief: ['สรุปผู้บริหารประจำเดือน', 'the monthly executive brief'],
  weekly_digest: ['สรุปประจำสัปดาห์', 'the weekly digest'],
  alerts: ['การแจ้งเตือนตัวชี้วัด (อีเมลและ SMS)', 'KPI alerts (email and SMS)'],
  scheduled_report: ['รายงานตามกำหนดเวลานี้', 'this scheduled report'],
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, inner: string): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:Sarabun,system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#222}button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#c3002f;color:#fff;cursor:pointer}p.en{color:#555}</style></head>
<body><main>${inner}</main></body></html>`;
}

export function unsubscribeConfirmPage(kind: SubscriptionMailKind, action: string): string {
  const [th, en] = KIND[kind];
  return page(
    'ยกเลิกการรับอีเมล / Unsubscribe',
    `<h1>ยกเลิกการรับอีเมล / Unsubscribe</h1><p>ยกเลิกการรับ${escapeHtml(th)}?</p><p class="en">Stop receiving ${escapeHtml(en)}?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="List-Unsubscribe" value="One-Click">ยกเลิกการรับ / Unsubscribe</button></form>`,
  );
}

export function unsubscribeDonePage(kind: SubscriptionMailKind): string {
  const [th, en] = KIND[kind];
  return page(
    'ยกเลิกแล้ว / Unsubscribed',
    `<h1>ยกเลิกแล้ว / Unsubscribed</h1><p>คุณจะไม่ได้รับ${escapeHtml(th)}อีก เปลี่ยนใจได้ที่หน้า "การแจ้งเตือน" ในเมนูผู้ใช้</p><p class="en">You will no longer receive ${escapeHtml(en)}. You can subscribe again on the Notifications page of the user menu.</p>`,
  );
}

export function unsubscribeRefusedPage(outcome: Extract<UnsubscribeOutcome, { ok: false }>): string {
  return outcome.reason === 'disabled'
    ? page('ไม่พบ / Not found', `<h1>ไม่พบ / Not found</h1><p>ลิงก์นี้ใช้ไม่ได้</p><p class="en">This link does not work here.</p>`)
    : page('ลิงก์ไม่ถูกต้อง / Invalid link', `<h1>ลิงก์ไม่ถูกต้อง / Invalid link</h1><p>ลิงก์ยกเลิกการรับนี้ไม่ถูกต้องหรือถูกแก้ไข</p><p class="en">This unsubscribe link is not valid or was altered.</p>`);
}
