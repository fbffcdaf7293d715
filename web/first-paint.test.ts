import { describe, expect, it } from 'vitest';
import { codeAfterContent, inlineStylesheets } from './first-paint';

const head = [
  '<head>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/start-page-2.css">',
  '<link rel="stylesheet" crossorigin href="/assets/router-3.css">',
  '</head>',
].join('\n');

describe('writing the entry’s stylesheets into the page', () => {
  it('puts each stylesheet where its link stood, in order, with the link disabled, and leaves other links alone', () => {
    const css: Record<string, string> = {
      'assets/start-page-2.css': '.page-loader{display:grid}\n',
      'assets/router-3.css': '._progress_1{height:3px}',
    };
    expect(inlineStylesheets(head, (file) => css[file])).toBe(
      [
        '<head>',
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
        '<style>.page-loader{display:grid}</style><link rel="stylesheet" href="/assets/start-page-2.css" disabled>',
        '<style>._progress_1{height:3px}</style><link rel="stylesheet" href="/assets/router-3.css" disabled>',
        '</head>',
      ].join('\n'),
    );
  });

  it('keeps a stylesheet that would end its element early as a link', () => {
    const inlined = inlineStylesheets(head, (file) =>
      file === 'assets/router-3.css' ? '.x::after{content:"</style><script>"}' : '.a{}',
    );
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/router-3.css">');
    expect(inlined).toContain(
      '<style>.a{}</style><link rel="stylesheet" href="/assets/start-page-2.css" disabled>',
    );
    expect(inlined).not.toContain('<script>');
  });

  it('stops the build when a linked stylesheet is not in it', () => {
    expect(() => inlineStylesheets(head, () => undefined)).toThrow(
      'first-paint: the build has no assets/start-page-2.css',
    );
  });
});

describe('the entry’s code after the page’s content', () => {
  it('moves the module script and its modulepreloads, in order, from the head to the end of the body', () => {
    const page = [
      '<html>',
      '  <head>',
      '    <title>Bahi</title>',
      '    <script type="module" crossorigin src="/assets/app-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/router-3.js">',
      '    <style>.page-loader{display:grid}</style>',
      '  </head>',
      '  <body>',
      '    <div id="root"><div class="page-loader"></div></div>',
      '  </body>',
      '</html>',
    ].join('\n');
    expect(codeAfterContent(page)).toBe(
      [
        '<html>',
        '  <head>',
        '    <title>Bahi</title>',
        '    <style>.page-loader{display:grid}</style>',
        '  </head>',
        '  <body>',
        '    <div id="root"><div class="page-loader"></div></div>',
        '    <script type="module" crossorigin src="/assets/app-1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/router-3.js">',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('leaves a page without module code as it is', () => {
    const page = '<html><head><title>Bahi</title></head><body><p>Hello</p></body></html>';
    expect(codeAfterContent(page)).toBe(page);
  });
});
