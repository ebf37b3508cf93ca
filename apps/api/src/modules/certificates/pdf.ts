// The printable certificate: one A4 landscape page drawn with pdfkit's built-in Helvetica (no font files), in
// the caller's language. Helvetica covers Western European scripts (WinAnsi); other scripts do not render.
import { type Language, translate } from '@parcours/shared';

export interface CertificatePdfInput {
  learnerName: string;
  courseTitle: string;
  issuedAt: string;
  code: string;
  verificationUrl: string;
  pre: number | null;
  post: number | null;
  gain: number | null;
  nlg: number | null;
}

/** Two decimals at most, with the language's decimal mark (0.75, 0,75). */
const figure = (value: number, lang: Language) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** DD/MM/YYYY (docs/design/product.md §9), in UTC like every stored time. */
function day(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** A readable stream of the PDF; the caller pipes it to the reply. */
export async function certificatePdf(
  input: CertificatePdfInput,
  lang: Language,
): Promise<PDFKit.PDFDocument> {
  // Loaded on the first download: pdfkit and its fonts are not needed to serve anything else.
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, unknown>) =>
    translate(lang, key, params);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `${t('certificate.title')} - ${input.courseTitle}`, Author: 'Parcours' },
  });
  const { width, height } = doc.page;
  const inner = width - 112;

  doc
    .lineWidth(3)
    .strokeColor('#fa853f')
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor('#5d99c6')
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  doc.fillColor('#222222');
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .text(t('certificate.title'), 56, 90, { width: inner, align: 'center' });
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(16).text(t('certificate.certifies'), { width: inner, align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(28).text(input.learnerName, { width: inner, align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(16).text(t('certificate.completed'), { width: inner, align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#fa853f').text(input.courseTitle, {
    width: inner,
    align: 'center',
  });
  doc.fillColor('#222222').moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(13)
    .text(t('certificate.issuedOn', { date: day(input.issuedAt) }), {
      width: inner,
      align: 'center',
    });
  if (input.gain !== null && input.pre !== null && input.post !== null) {
    doc.moveDown(0.4).text(
      t('certificate.gain', {
        gain: figure(input.gain, lang),
        pre: figure(input.pre, lang),
        post: figure(input.post, lang),
      }),
      { width: inner, align: 'center' },
    );
  }
  if (input.nlg !== null) {
    doc
      .moveDown(0.4)
      .text(t('certificate.nlg', { nlg: figure(input.nlg, lang) }), { width: inner, align: 'center' });
  }

  doc.font('Helvetica').fontSize(11).fillColor('#555555');
  doc.text(t('certificate.code', { code: input.code }), 56, height - 120, { width: inner, align: 'center' });
  doc.text(t('certificate.verifyAt', { url: input.verificationUrl }), { width: inner, align: 'center' });
  doc.end();
  return doc;
}
