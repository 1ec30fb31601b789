import ExcelJS from 'exceljs';

/** CSV text of the given rows under the template's header. */
export const csvOf = (rows: (string | number)[][]) =>
  [
    'product,month,balance,rate_paid,accounts,accounts_opened,accounts_closed,category',
    ...rows.map((r) => r.join(',')),
  ].join('\n');

/** The months from `first` (YYYY-MM), `count` of them. */
export function months(first: string, count: number): string[] {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** A clean row: product, month, balance, rate, no counts, category. */
export const row = (
  product: string,
  month: string,
  balance: number,
  rate: number,
  category = 'retail transactional',
) => [product, month, balance, rate, '', '', '', category];

/** A multipart form holding the file, as the browser's upload sends it. */
export async function multipart(file: string | Uint8Array, name: string, acceptGaps?: boolean) {
  const form = new FormData();
  form.set('file', new File([file], name));
  if (acceptGaps !== undefined) form.set('acceptGaps', String(acceptGaps));
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** An XLSX workbook of the rows under the template's header. */
export async function workbookOf(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Own data');
  sheet.addRow([
    'product',
    'month',
    'balance',
    'rate_paid',
    'accounts',
    'accounts_opened',
    'accounts_closed',
    'category',
  ]);
  for (const r of rows) sheet.addRow(r.map((v) => (v === '' ? null : v)));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
