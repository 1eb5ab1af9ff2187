/** The generated vouchers as a CSV file (built in the browser from generateCoupons' answer; no React: unit-tested). */

/** One CSV field: quoted when it holds a separator, a quote or a line break. */
const field = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A header line then one code a line, CRLF-separated (what spreadsheets expect). */
export function vouchersCsv(codes: readonly string[], promotionName: string): string {
  return [['code', 'promotion'], ...codes.map((code) => [code, promotionName])].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** `bons-<promotion>-<YYYY-MM-DD>.csv`, the name reduced to lower-case letters, digits and dashes. */
export function vouchersFileName(promotionName: string, day: string): string {
  const slug = promotionName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `bons-${slug || 'promotion'}-${day}.csv`;
}

/** Offers the file to download (a Blob URL clicked, then released). */
export function downloadCsv(content: string, fileName: string): void {
  // The BOM makes spreadsheet software read the file as UTF-8 (promotion names have accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
