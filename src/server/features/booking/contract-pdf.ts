import { agreementSectionsOf } from '../../../shared/content/agreement';
import { BRAND } from '../../../shared/brand';
import type { Db } from '../../db/client';
import type { AgreementAddendum, Contract } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordContractPdf } from '../../core/stores/contract-store';
import { addendaOf, signatureRecord } from './service';

type PdfDeps = Pick<AppDeps, 'db' | 'storage' | 'log'>;
type PdfDoc = PDFKit.PDFDocument;
type SignedAddendum = AgreementAddendum & { signature: string; signerEmail: string; ip: string; signedAt: Date };

const isSigned = (addendum: AgreementAddendum): addendum is SignedAddendum => addendum.signedAt !== null;

/** Raised when the pages change, so that copies made before are made again. 2: the certificate pages. */
const PDF_LAYOUT = 2;

/** What a stored copy holds: the layout and the addenda signed in it. */
const pdfKey = (signed: SignedAddendum[]) => [PDF_LAYOUT, ...signed.map((addendum) => addendum.id)].join(':');

/** Renders in progress, per database, so that concurrent first downloads make one PDF between them. */
const rendering = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A signed agreement's PDF, with its signed addenda. What was signed never changes, so it is made
 * once per addendum signed (about 20 ms of CPU) and kept in file storage; a copy that went missing
 * (a restore without uploads) is made again. A PDF that cannot be stored (a full disk) is still served.
 */
export async function storedAgreementPdf(deps: PdfDeps, contract: Contract) {
  const signed = addendaOf(deps.db, contract).filter(isSigned);
  const key = pdfKey(signed);
  if (contract.pdfStoredName && contract.pdfKey === key) {
    try {
      return await deps.storage.read(contract.pdfStoredName);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
  let inFlight = rendering.get(deps.db);
  if (!inFlight) rendering.set(deps.db, (inFlight = new Map<string, Promise<Buffer>>()));
  const job = `${contract.id}/${key}`;
  let pending = inFlight.get(job);
  if (!pending) {
    pending = renderAndStore(deps, contract, signed, key).finally(() => inFlight.delete(job));
    inFlight.set(job, pending);
  }
  return pending;
}

async function renderAndStore(deps: PdfDeps, contract: Contract, signed: SignedAddendum[], key: string) {
  const pdf = await contractPdf(contract, signed);
  let stored: string | null = null;
  try {
    stored = (await deps.storage.save(pdf)).storedName;
    const replaced = recordContractPdf(deps.db, contract.id, stored, key);
    if (replaced && replaced !== stored) await deps.storage.remove(replaced).catch(() => undefined);
  } catch (error) {
    deps.log.error({ err: error, contract: contract.publicId }, 'agreement PDF could not be stored; served anyway');
    if (stored) await deps.storage.remove(stored).catch(() => undefined);
  }
  return pdf;
}

/**
 * Issue 36 §8: the agreement exactly as stored, its signature certificate, then each signed
 * addendum with its own. The exact texts ride along as attachments, so the printed hashes can be
 * checked without retyping anything.
 */
async function contractPdf(contract: Contract, addenda: SignedAddendum[]): Promise<Buffer> {
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

  agreementPages(doc, contract.text);
  const record = signatureRecord(contract);
  certificatePage(doc, {
    heading: 'Signature certificate',
    document: `Service agreement ${contract.publicId}, version ${contract.version}, ${contract.plan} plan`,
    signature: contract.signature,
    email: contract.email,
    signedAt: contract.signedAt,
    ip: contract.ip,
    userAgent: contract.userAgent,
    sha256: record.textSha256,
    hashRecorded: contract.textSha256 !== null,
    attachment: attach(doc, `${contract.publicId}.txt`, contract.text, 'The service agreement exactly as signed'),
  });

  for (const addendum of addenda) {
    addendumPages(doc, addendum.text);
    certificatePage(doc, {
      heading: `Signature certificate: addendum ${addendum.number}`,
      document: `Addendum ${addendum.number} (${addendum.publicId}) to service agreement ${contract.publicId}, version ${contract.version}`,
      signature: addendum.signature,
      email: addendum.signerEmail,
      signedAt: addendum.signedAt,
      ip: addendum.ip,
      userAgent: addendum.userAgent,
      sha256: addendum.textSha256,
      hashRecorded: true,
      attachment: attach(
        doc,
        `${addendum.publicId}.txt`,
        addendum.text,
        `Addendum ${addendum.number} exactly as signed`,
      ),
    });
  }
  doc.end();
  return done;
}

function agreementPages(doc: PdfDoc, text: string) {
  const { title, sections } = agreementSectionsOf(text);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title || 'Service Agreement');
  doc.moveDown();
  for (const section of sections) {
    doc.font('Helvetica-Bold').fontSize(12).text(section.title);
    doc.font('Helvetica').fontSize(11).text(section.body);
    doc.moveDown(0.8);
  }
}

/** An addendum's text: its heading line, then its paragraphs as written. */
function addendumPages(doc: PdfDoc, text: string) {
  const [heading = '', ...paragraphs] = text.split('\n\n');
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text(heading);
  doc.moveDown();
  for (const paragraph of paragraphs) {
    doc.font('Helvetica').fontSize(11).text(paragraph);
    doc.moveDown(0.8);
  }
}

/** Attaches a signed text as it is stored, byte for byte; answers the name a reader finds it under. */
function attach(doc: PdfDoc, name: string, text: string, description: string) {
  doc.file(Buffer.from(text, 'utf8'), { name, type: 'text/plain', description });
  return name;
}

interface Certificate {
  heading: string;
  document: string;
  signature: string;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  sha256: string;
  /** False for an agreement signed before hashes were kept: its hash was computed later from the stored text. */
  hashRecorded: boolean;
  attachment: string;
}

const NOT_RECORDED = 'Not recorded for this signature.';

/** The facts of one signature on a page of their own, and how to check the text against them. */
function certificatePage(doc: PdfDoc, certificate: Certificate) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(18).text(certificate.heading);
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(`How this document was signed electronically, as recorded by ${BRAND.name} at the time of signing.`)
    .fillColor('black');
  doc.moveDown();
  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(value);
    doc.moveDown(0.6);
  };
  fact('Document', certificate.document);
  fact('Signed by (typed name)', certificate.signature);
  fact('Account email', certificate.email);
  fact('Signed at (UTC)', certificate.signedAt.toISOString());
  fact('IP address', certificate.ip);
  fact('User agent', certificate.userAgent ?? NOT_RECORDED);
  doc.font('Helvetica-Bold').fontSize(10).text('SHA-256 of the signed text');
  doc.font('Courier').fontSize(10).text(certificate.sha256);
  if (!certificate.hashRecorded)
    doc.font('Helvetica').fontSize(9).text('Computed later from the stored text: the hash was not kept at signing.');
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(12).text('How to check');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `The exact text signed is attached to this PDF as ${certificate.attachment} (your PDF reader lists ` +
        'attachments). Its SHA-256 must be the one above: run "sha256sum" on it (Linux), "shasum -a 256" ' +
        '(macOS) or "Get-FileHash -Algorithm SHA256" (Windows). The pages before this one print the same ' +
        'text for reading: its heading, then each part, separated by blank lines.',
    );
}
