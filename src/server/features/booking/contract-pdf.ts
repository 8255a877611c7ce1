import type { Contract } from '../../db/schema';
import { signatureRecord } from './service';

/** The signed agreement as a PDF: the stored text exactly as signed, then the signature record. */
export async function contractPdf(contract: Contract): Promise<Buffer> {
  // Loaded on first use: pdfkit adds about half a second and 25 MB to the server's start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: { Title: 'Service Agreement', Subject: contract.publicId },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const [title, ...sections] = contract.text.split('\n\n');
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title ?? 'Service Agreement');
  doc.moveDown();
  for (const section of sections) {
    const [heading, ...body] = section.split('\n');
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(heading ?? '');
    doc.font('Helvetica').fontSize(11).text(body.join('\n'));
    doc.moveDown(0.8);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Signature');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Signed by: ${contract.signature}`)
    .text(`Email: ${contract.email}`)
    .text(`Plan: ${contract.plan}`)
    .text(`Signed at: ${contract.signedAt.toISOString()}`)
    .text(`From IP address: ${contract.ip}`)
    .text(`Agreement ${contract.publicId}, version ${contract.version}`)
    // Anyone can recompute it from the text above to show the text is the one signed.
    .text(`SHA-256 of the agreement text: ${signatureRecord(contract).textSha256}`);
  doc.end();
  return done;
}
