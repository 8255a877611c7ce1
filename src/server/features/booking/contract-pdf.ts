import type { Db } from '../../db/client';
import type { Contract } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordContractPdf } from '../../core/stores/contract-store';
import { signatureRecord } from './service';

/** Renders in progress, per database, so that concurrent first downloads make one PDF between them. */
const rendering = new WeakMap<Db, Map<number, Promise<Buffer>>>();

/**
 * A signed agreement's PDF. What was signed never changes, so it is made once (about 20 ms of CPU)
 * and kept in file storage; a copy that went missing (a restore without uploads) is made again.
 * A PDF that cannot be stored (a full disk) is still served.
 */
export async function storedAgreementPdf(deps: Pick<AppDeps, 'db' | 'storage' | 'log'>, contract: Contract) {
  if (contract.pdfStoredName) {
    try {
      return await deps.storage.read(contract.pdfStoredName);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
  let inFlight = rendering.get(deps.db);
  if (!inFlight) rendering.set(deps.db, (inFlight = new Map<number, Promise<Buffer>>()));
  let pending = inFlight.get(contract.id);
  if (!pending) {
    pending = renderAndStore(deps, contract).finally(() => inFlight.delete(contract.id));
    inFlight.set(contract.id, pending);
  }
  return pending;
}

async function renderAndStore(deps: Pick<AppDeps, 'db' | 'storage' | 'log'>, contract: Contract) {
  const pdf = await contractPdf(contract);
  let stored: string | null = null;
  try {
    stored = (await deps.storage.save(pdf)).storedName;
    recordContractPdf(deps.db, contract.id, stored);
  } catch (error) {
    deps.log.error({ err: error, contract: contract.publicId }, 'agreement PDF could not be stored; served anyway');
    if (stored) await deps.storage.remove(stored).catch(() => undefined);
  }
  return pdf;
}

/** The signed agreement as a PDF: the stored text exactly as signed, then the signature record. */
async function contractPdf(contract: Contract): Promise<Buffer> {
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
