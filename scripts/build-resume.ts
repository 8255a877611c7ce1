// Renders the founder's resume (src/shared/content/resume.ts) to a US-Letter PDF.
//
//   npx tsx scripts/build-resume.ts <outputPath>
//
// Uses only the PDF standard fonts (no font files, images or network) and a fixed creation
// date, so the same content always produces the same bytes.

import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { RESUME } from '../src/shared/content/resume';

type Doc = PDFKit.PDFDocument;

// ---------------------------------------------------------------------------------------------
// Design tokens

const COLOR = {
  navy: '#0f1729',
  gold: '#d4a93a',
  goldDeep: '#a8821f',
  ink: '#262d3b',
  muted: '#5d6678',
  faint: '#8a92a3',
  onNavy: '#c9d0de',
  card: '#f7f4ec',
  chipBorder: '#dcc690',
} as const;

const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

const PAGE = { width: 612, height: 792 } as const; // US Letter
const MARGIN = 48;
const HEADER_HEIGHT = 96;
const CONTINUATION_TOP = 56; // first content line on pages after the first
const BOTTOM = PAGE.height - 44; // lowest y any content may reach

const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const GUTTER = 22;
const SIDEBAR_WIDTH = 176;
const MAIN_WIDTH = CONTENT_WIDTH - GUTTER - SIDEBAR_WIDTH;

const BODY_SIZE = 8.8;
const BODY_GAP = 1.6; // extra leading between wrapped lines
const SECTION_SPACE = 14; // space above every section heading but the first in a column

// ---------------------------------------------------------------------------------------------
// A column that flows top to bottom and continues on the next page when full.

class Column {
  page = 0;
  y: number;

  constructor(
    private readonly doc: Doc,
    readonly x: number,
    readonly width: number,
    top: number,
  ) {
    this.y = top;
  }

  /** Make sure `height` points fit below the cursor; otherwise continue on the next page. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.page += 1;
    const range = this.doc.bufferedPageRange();
    if (this.page >= range.start + range.count) {
      this.doc.addPage();
    }
    this.doc.switchToPage(this.page);
    this.y = CONTINUATION_TOP;
  }

  /** Switch the document to this column's page before drawing. */
  activate(): void {
    this.doc.switchToPage(this.page);
  }
}

// ---------------------------------------------------------------------------------------------
// Text helpers

interface TextStyle {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
  characterSpacing?: number;
}

function style(doc: Doc, s: TextStyle): void {
  doc.font(s.font).fontSize(s.size).fillColor(s.color);
}

function textHeight(doc: Doc, text: string, width: number, s: TextStyle): number {
  doc.font(s.font).fontSize(s.size);
  return doc.heightOfString(text, {
    width,
    lineGap: s.lineGap ?? 0,
    characterSpacing: s.characterSpacing ?? 0,
  });
}

function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  s: TextStyle,
  align: 'left' | 'right' = 'left',
): number {
  style(doc, s);
  const options = {
    width,
    align,
    lineGap: s.lineGap ?? 0,
    characterSpacing: s.characterSpacing ?? 0,
    lineBreak: true,
  };
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return height;
}

const BODY: TextStyle = { font: FONT.regular, size: BODY_SIZE, color: COLOR.ink, lineGap: BODY_GAP };
const SMALL: TextStyle = { font: FONT.regular, size: 8.2, color: COLOR.ink, lineGap: 1.4 };

// ---------------------------------------------------------------------------------------------
// Building blocks

const HEADING: TextStyle = { font: FONT.bold, size: 9.5, color: COLOR.navy, characterSpacing: 1.1 };
const HEADING_RULE_OFFSET = 4; // from the bottom of the heading text to the gold rule
const HEADING_AFTER = 8; // from the rule to the section content

/** Section heading in navy capitals with a thin gold rule; kept together with `keepWith` points. */
function sectionHeading(doc: Doc, col: Column, title: string, keepWith: number, first = false): void {
  if (!first) col.y += SECTION_SPACE;
  const label = title.toUpperCase();
  const textH = textHeight(doc, label, col.width, HEADING);
  const block = textH + HEADING_RULE_OFFSET + HEADING_AFTER;
  col.ensure(block + keepWith);
  col.activate();
  drawText(doc, label, col.x, col.y, col.width, HEADING);
  const ruleY = col.y + textH + HEADING_RULE_OFFSET - 1.5;
  doc
    .save()
    .moveTo(col.x, ruleY)
    .lineTo(col.x + col.width, ruleY)
    .lineWidth(0.6)
    .strokeColor(COLOR.gold)
    .stroke();
  // A short, heavier accent at the start of the rule.
  doc
    .rect(col.x, ruleY - 0.9, 26, 1.8)
    .fill(COLOR.gold)
    .restore();
  col.y += block;
}

const BULLET_INDENT = 11;

function bulletHeight(doc: Doc, text: string, width: number, s: TextStyle): number {
  return textHeight(doc, text, width - BULLET_INDENT, s);
}

/** A gold-dot bullet with hanging indent; advances the column past it. */
function bullet(doc: Doc, col: Column, text: string, s: TextStyle, after = 2.6): void {
  const h = bulletHeight(doc, text, col.width, s);
  col.ensure(h);
  col.activate();
  const dotY = col.y + s.size * 0.5;
  doc
    .save()
    .circle(col.x + 3, dotY, 1.5)
    .fill(COLOR.gold)
    .restore();
  drawText(doc, text, col.x + BULLET_INDENT, col.y, col.width - BULLET_INDENT, s);
  col.y += h + after;
}

// ---------------------------------------------------------------------------------------------
// Page furniture

function drawHeader(doc: Doc): void {
  doc.save().rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(COLOR.navy);
  doc.rect(0, HEADER_HEIGHT, PAGE.width, 3).fill(COLOR.gold).restore();

  // Contact block, flush with the right margin, each line marked with a gold dot; email and
  // website are links.
  const contactWidth = 150;
  const contacts: { text: string; link?: string }[] = [
    { text: RESUME.location },
    { text: RESUME.email, link: `mailto:${RESUME.email}` },
    { text: RESUME.website, link: `https://${RESUME.website}` },
  ];
  const size = 8.8;
  doc.font(FONT.regular).fontSize(size);
  const blockWidth = Math.min(contactWidth, Math.max(...contacts.map((c) => doc.widthOfString(c.text))));
  const x = PAGE.width - MARGIN - blockWidth;
  contacts.forEach((item, i) => {
    const y = 29 + i * 14;
    doc.font(FONT.regular).fontSize(size);
    const w = doc.widthOfString(item.text);
    doc.fillColor(COLOR.onNavy).text(item.text, x, y, { lineBreak: false });
    doc
      .save()
      .circle(x - 7, y + size * 0.36, 1.5)
      .fill(COLOR.gold)
      .restore();
    if (item.link) doc.link(x, y - 1, w, size + 2, item.link);
  });

  const leftWidth = CONTENT_WIDTH - contactWidth - 16;
  drawText(doc, RESUME.name, MARGIN, 24, leftWidth, {
    font: FONT.bold,
    size: 28,
    color: '#ffffff',
    characterSpacing: 0.4,
  });
  drawText(doc, RESUME.headline, MARGIN, 58, leftWidth, {
    font: FONT.bold,
    size: 10.5,
    color: COLOR.gold,
    characterSpacing: 0.2,
  });
}

function drawContinuationHeader(doc: Doc): void {
  doc.save().rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
  doc.rect(0, 6, PAGE.width, 1.5).fill(COLOR.gold).restore();
  drawText(doc, `${RESUME.name}  ·  Resume`, MARGIN, 24, CONTENT_WIDTH, {
    font: FONT.bold,
    size: 9,
    color: COLOR.navy,
  });
}

function drawFooter(doc: Doc, pageIndex: number, pageCount: number): void {
  if (pageCount < 2) return;
  drawText(doc, `Page ${pageIndex + 1} of ${pageCount}`, MARGIN, PAGE.height - 30, CONTENT_WIDTH, {
    font: FONT.regular,
    size: 7.5,
    color: COLOR.faint,
  });
}

// ---------------------------------------------------------------------------------------------
// Main column: Summary, Experience, Highlights

function drawSummary(doc: Doc, col: Column): void {
  const s: TextStyle = { ...BODY, size: 9.2, lineGap: 2.2 };
  const h = textHeight(doc, RESUME.summary, col.width, s);
  sectionHeading(doc, col, 'Summary', h, true);
  col.activate();
  drawText(doc, RESUME.summary, col.x, col.y, col.width, s);
  col.y += h;
}

function drawExperience(doc: Doc, col: Column): void {
  const titleStyle: TextStyle = { font: FONT.bold, size: 10, color: COLOR.navy };
  const periodStyle: TextStyle = { font: FONT.bold, size: 8, color: COLOR.goldDeep, characterSpacing: 0.3 };
  const companyStyle: TextStyle = { font: FONT.italic, size: 8.8, color: COLOR.muted };
  const roleHeader = 27;

  RESUME.experience.forEach((role, i) => {
    const firstBullet = role.bullets[0] ? bulletHeight(doc, role.bullets[0], col.width, BODY) : 0;
    if (i === 0) sectionHeading(doc, col, 'Experience', roleHeader + firstBullet);
    else col.y += 8;
    col.ensure(roleHeader + firstBullet);
    col.activate();

    // Title on the left, period right-aligned on the same baseline area.
    doc.font(periodStyle.font).fontSize(periodStyle.size);
    const periodWidth = doc.widthOfString(role.period, { characterSpacing: 0.3 }) + 2;
    drawText(doc, role.title, col.x, col.y, col.width - periodWidth - 8, titleStyle);
    drawText(doc, role.period, col.x + col.width - periodWidth, col.y + 1.6, periodWidth, periodStyle, 'right');
    drawText(doc, role.company, col.x, col.y + 13, col.width, companyStyle);
    col.y += roleHeader;

    for (const text of role.bullets) bullet(doc, col, text, BODY);
  });
}

function drawHighlights(doc: Doc, col: Column): void {
  const first = RESUME.highlights[0] ? bulletHeight(doc, RESUME.highlights[0], col.width, BODY) : 0;
  sectionHeading(doc, col, 'Highlights', first);
  for (const text of RESUME.highlights) bullet(doc, col, text, BODY);
}

// ---------------------------------------------------------------------------------------------
// Sidebar: Skills, Education & Certifications, Tools

function drawSkills(doc: Doc, col: Column): void {
  const pad = 8;
  const accent = 2.5;
  const inner = col.width - 2 * pad - accent + 1;
  const titleStyle: TextStyle = { font: FONT.bold, size: 9.6, color: COLOR.navy };
  const descStyle: TextStyle = { font: FONT.italic, size: 7.9, color: COLOR.muted, lineGap: 1.2 };
  const skillStyle: TextStyle = { font: FONT.regular, size: 8.1, color: COLOR.ink, lineGap: 1 };
  const skillIndent = 9;
  const skillGap = 1.9;
  const titleAdvance = 13;
  const descAfter = 4.5;

  const measure = (card: (typeof RESUME.skillCards)[number]) => {
    let h = pad + titleAdvance;
    h += textHeight(doc, card.description, inner, descStyle) + descAfter;
    for (const skill of card.skills) h += textHeight(doc, skill, inner - skillIndent, skillStyle) + skillGap;
    return h - skillGap + pad;
  };

  RESUME.skillCards.forEach((card, i) => {
    const h = measure(card);
    if (i === 0) sectionHeading(doc, col, 'Skills', h, true);
    else col.y += 7;
    col.ensure(h);
    col.activate();

    const top = col.y;
    doc.save().roundedRect(col.x, top, col.width, h, 3).fill(COLOR.card);
    doc.rect(col.x, top, accent, h).fill(COLOR.gold).restore();

    const x = col.x + accent + pad;
    let y = top + pad;
    drawText(doc, card.title, x, y, inner, titleStyle);
    y += titleAdvance;
    y += drawText(doc, card.description, x, y, inner, descStyle) + descAfter;
    for (const skill of card.skills) {
      doc
        .save()
        .rect(x, y + 2.6, 3, 3)
        .fill(COLOR.gold)
        .restore();
      y += drawText(doc, skill, x + skillIndent, y, inner - skillIndent, skillStyle) + skillGap;
    }
    col.y = top + h;
  });
}

function drawEducationAndCertifications(doc: Doc, col: Column): void {
  const degreeStyle: TextStyle = { font: FONT.bold, size: 9, color: COLOR.navy, lineGap: 1 };
  const schoolStyle: TextStyle = { font: FONT.regular, size: 8.3, color: COLOR.ink, lineGap: 1 };
  const periodStyle: TextStyle = { font: FONT.bold, size: 7.6, color: COLOR.goldDeep, characterSpacing: 0.3 };
  const subStyle: TextStyle = { font: FONT.bold, size: 7.2, color: COLOR.muted, characterSpacing: 1 };

  // Degree on the left with the period right-aligned beside it, the school underneath.
  const periodWidth = (period: string) => {
    doc.font(periodStyle.font).fontSize(periodStyle.size);
    return doc.widthOfString(period, { characterSpacing: 0.3 }) + 2;
  };
  const entryHeight = (e: (typeof RESUME.education)[number]) =>
    textHeight(doc, e.degree, col.width - periodWidth(e.period) - 6, degreeStyle) +
    2 +
    textHeight(doc, e.school, col.width, schoolStyle);

  const firstEntry = RESUME.education[0] ? entryHeight(RESUME.education[0]) : 0;
  sectionHeading(doc, col, 'Education & Certifications', firstEntry);

  for (const e of RESUME.education) {
    col.ensure(entryHeight(e));
    col.activate();
    const pw = periodWidth(e.period);
    drawText(doc, e.period, col.x + col.width - pw, col.y + 1.4, pw, periodStyle, 'right');
    col.y += drawText(doc, e.degree, col.x, col.y, col.width - pw - 6, degreeStyle) + 2;
    col.y += drawText(doc, e.school, col.x, col.y, col.width, schoolStyle) + 8;
  }

  const firstCert = RESUME.certifications[0] ? bulletHeight(doc, RESUME.certifications[0], col.width, SMALL) : 0;
  col.ensure(12 + firstCert);
  col.activate();
  drawText(doc, 'CERTIFICATIONS', col.x, col.y, col.width, subStyle);
  col.y += 11.5;
  RESUME.certifications.forEach((cert, i) =>
    bullet(doc, col, cert, SMALL, i === RESUME.certifications.length - 1 ? 0 : 2.2),
  );
}

function drawTools(doc: Doc, col: Column): void {
  const size = 7.7;
  const padX = 4.6;
  const chipH = 13.5;
  const gap = 3.5;
  doc.font(FONT.regular).fontSize(size);

  // Lay the chips out in rows first, so the heading can be kept with the first row.
  const rows: { text: string; width: number }[][] = [[]];
  let rowWidth = 0;
  for (const tool of RESUME.tools) {
    const width = doc.widthOfString(tool) + 2 * padX;
    const row = rows[rows.length - 1]!;
    if (row.length > 0 && rowWidth + gap + width > col.width) {
      rows.push([{ text: tool, width }]);
      rowWidth = width;
    } else {
      rowWidth += (row.length > 0 ? gap : 0) + width;
      row.push({ text: tool, width });
    }
  }

  sectionHeading(doc, col, 'Tools', chipH);
  rows.forEach((row, r) => {
    if (r > 0) col.y += gap;
    col.ensure(chipH);
    col.activate();
    let x = col.x;
    for (const chip of row) {
      doc
        .save()
        .roundedRect(x, col.y, chip.width, chipH, 3)
        .lineWidth(0.6)
        .fillAndStroke('#ffffff', COLOR.chipBorder)
        .restore();
      doc
        .font(FONT.regular)
        .fontSize(size)
        .fillColor(COLOR.ink)
        .text(chip.text, x + padX, col.y + (chipH - size) / 2 + 0.7, { lineBreak: false });
      x += chip.width + gap;
    }
    col.y += chipH;
  });
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npx tsx scripts/build-resume.ts <outputPath>');
    console.error('Error: missing output path, e.g. dist/resume.pdf');
    process.exit(1);
  }
  const outputPath = resolve(arg);
  mkdirSync(dirname(outputPath), { recursive: true });

  const doc = new PDFDocument({
    size: 'LETTER',
    // Layout is positioned explicitly below; zero margins stop PDFKit from paginating on its own.
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    displayTitle: true,
    lang: 'en-US',
    info: {
      Title: `${RESUME.name} — Resume`,
      Author: RESUME.name,
      Subject: RESUME.headline,
      Keywords: 'digital marketing, AI, automation, eCommerce, SEO, web design',
      Creator: 'Goldline Studio',
      Producer: 'Goldline Studio resume builder (PDFKit)',
      CreationDate: new Date('2025-01-01T00:00:00Z'),
      ModDate: new Date('2025-01-01T00:00:00Z'),
    },
  });

  const stream = createWriteStream(outputPath);
  doc.pipe(stream);

  drawHeader(doc);

  const top = HEADER_HEIGHT + 3 + 20;
  const main = new Column(doc, MARGIN, MAIN_WIDTH, top);
  const side = new Column(doc, MARGIN + MAIN_WIDTH + GUTTER, SIDEBAR_WIDTH, top);

  drawSummary(doc, main);
  drawExperience(doc, main);
  drawHighlights(doc, main);

  drawSkills(doc, side);
  drawEducationAndCertifications(doc, side);
  drawTools(doc, side);

  // Page furniture for any continuation pages, then page numbers when there is more than one.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (i > 0) drawContinuationHeader(doc);
    drawFooter(doc, i, range.count);
  }

  stream.on('finish', () => {
    const { size } = statSync(outputPath);
    console.log(`${basename(outputPath)} written (${size} bytes)`);
  });
  stream.on('error', (err) => {
    console.error(`Error: could not write ${outputPath}: ${err.message}`);
    process.exit(1);
  });

  doc.end();
}

main();
