import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from a catalogue, so a language is added without touching a
 * component. This reads the web app's source and lists each English text written straight into it:
 * words between tags, words in a text attribute (`label="Save"`), words handed to a text sink
 * (`notify.success('Saved')`, `useDocumentTitle('Customers')`) and text-named properties of plain
 * objects (`{ label: 'Paid' }`). Catalogue files are where texts belong and are not read.
 */

const WEB_SOURCE = join(__dirname, '..');

/** Catalogues: `x-text.ts`, and a feature's `text/` folder. */
function isCatalogue(path: string): boolean {
  return /-text\.ts$/.test(path) || /(^|\/)text\/[^/]+\.ts$/.test(path);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
      return [];
    return isCatalogue(relative(WEB_SOURCE, path)) ? [] : [path];
  });
}

/** Attributes whose value is code, not words: class names, paths, variants, SVG geometry, input kinds. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'href',
  'to',
  'src',
  'type',
  'name',
  'role',
  'variant',
  'color',
  'component',
  'size',
  'autoComplete',
  'inputMode',
  'rel',
  'target',
  'lang',
  'dir',
  'd',
  'viewBox',
  'fill',
  'stroke',
  'points',
  'transform',
  'xmlns',
  'accept',
  'method',
  'encType',
  'pattern',
  'data-testid',
]);

/** Props and object keys that hold words a person reads. */
const TEXT_KEYS = new Set([
  'label',
  'title',
  'description',
  'text',
  'message',
  'heading',
  'helperText',
  'placeholder',
  'emptyText',
  'hint',
  'caption',
  'tooltip',
  'aria-label',
  'aria-description',
  'alt',
]);

/** Calls whose string argument is shown: the snackbar and the page title. */
const TEXT_SINKS = new Set(['success', 'error', 'info', 'useDocumentTitle']);

const WORDS = /[A-Za-z]{2,}/;

/** A text attribute holds words; other attributes are flagged only when they read like a sentence. */
function isWordsFor(key: string, value: string): boolean {
  if (!WORDS.test(value)) return false;
  if (TEXT_KEYS.has(key)) return true;
  if (CODE_ATTRIBUTES.has(key) || key.startsWith('data-')) return false;
  return /^[A-Z][a-z]+( [A-Za-z]+)+/.test(value);
}

function stringOf(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  if (node && ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => span.literal.text).join(' ');
  if (node && ts.isJsxExpression(node)) return stringOf(node.expression);
  return undefined;
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

function writtenTexts(path: string, code = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(
    path,
    code,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(WEB_SOURCE, path)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // {'Words'} or {isOpen ? 'Close' : 'Open'} between tags
      const shown = [node.expression, ...conditionalBranches(node.expression)].map(stringOf);
      for (const text of shown) if (text && WORDS.test(text)) report(node, text);
    } else if (ts.isJsxAttribute(node)) {
      const value = stringOf(node.initializer);
      if (value !== undefined && isWordsFor(propertyName(node.name), value)) report(node, value);
    } else if (ts.isPropertyAssignment(node)) {
      const value = stringOf(node.initializer);
      // a lone camelCase word is a catalogue key (`{ label: 'dashboard' }`), not a text
      const isKey = value !== undefined && /^[a-z][A-Za-z]*$/.test(value);
      if (value !== undefined && !isKey && TEXT_KEYS.has(propertyName(node.name)) && WORDS.test(value))
        report(node, value);
    } else if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : node.expression.getText();
      const value = stringOf(node.arguments[0]);
      if (TEXT_SINKS.has(callee) && value !== undefined && WORDS.test(value)) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function conditionalBranches(node: ts.Expression | undefined): ts.Expression[] {
  if (!node) return [];
  if (ts.isConditionalExpression(node))
    return [
      node.whenTrue,
      node.whenFalse,
      ...conditionalBranches(node.whenTrue),
      ...conditionalBranches(node.whenFalse),
    ];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return [node.right];
  if (ts.isParenthesizedExpression(node)) return conditionalBranches(node.expression);
  return [];
}

describe('the texts of the web app', () => {
  it('are all in catalogues, none written into a component', () => {
    const written = sourceFiles(WEB_SOURCE).flatMap((path) => writtenTexts(path));
    expect(written).toEqual([]);
  });

  it('are found when written into a component', () => {
    const sample = `
      const labels = { label: 'Paid', to: '/invoices' };
      notify.success('Invoice saved');
      useDocumentTitle(\`Invoice \${number}\`);
      const page = (
        <Box className="wide page" aria-label="Invoice list" variant="contained">
          Pay now {isOpen ? 'Close' : 'Open'} {total}
          <Button onClick={save} label={text.save} helperText="Say why">{text.more}</Button>
        </Box>
      );`;
    expect(
      writtenTexts(join(WEB_SOURCE, 'sample.tsx'), sample).map((line) => line.replace(/^.*:\d+ /, '')),
    ).toEqual([
      '"Paid"',
      '"Invoice saved"',
      '"Invoice"',
      '"Invoice list"',
      '"Pay now"',
      '"Close"',
      '"Open"',
      '"Say why"',
    ]);
  });
});
