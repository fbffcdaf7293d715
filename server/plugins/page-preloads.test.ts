import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePreloadsOf } from './page-preloads';

describe('the member page’s preloads', () => {
  function builtApp(): string {
    const directory = mkdtempSync(path.join(tmpdir(), 'bahi-dist-'));
    mkdirSync(path.join(directory, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      '_format.js': { file: 'assets/format-b2.js' },
      'src/features/portal/pages/member-portal-page.tsx': {
        file: 'assets/member-portal-page-c3.js',
        imports: ['_format.js', 'index.html'],
        css: ['assets/member-portal-page-d4.css'],
      },
    };
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return directory;
  }

  it('starts the page’s code, styles and figures with the page, for a member link only', () => {
    const preloadsOf = pagePreloadsOf(builtApp());
    const token = 'Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx';
    expect(preloadsOf(`/m/${token}?utm=wa`)?.split(', ')).toEqual([
      '</assets/format-b2.js>; rel=modulepreload',
      '</assets/index-a1.js>; rel=modulepreload',
      '</assets/member-portal-page-c3.js>; rel=modulepreload',
      '</assets/member-portal-page-d4.css>; rel=preload; as=style',
      `</api/v2/portal/${token}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
    for (const url of [
      '/invoices',
      '/dashboard/x',
      `/m/${token}/receipts`,
      '/m/short',
      '/m/<script>alert(1)</script>',
    ]) {
      expect(preloadsOf(url), url).toBeUndefined();
    }
  });

  it('starts a payment link’s page and its bill, and a bill link’s page but not its bill, which answers a signed-in owner more', () => {
    const directory = builtApp();
    const manifest = JSON.parse(readFileSync(path.join(directory, '.vite', 'manifest.json'), 'utf8'));
    manifest['src/features/portal/pages/invoice-pay-page.tsx'] = {
      file: 'assets/invoice-pay-page-g7.js',
      imports: ['_format.js'],
    };
    manifest['src/features/portal/pages/public-invoice-page.tsx'] = {
      file: 'assets/public-invoice-page-h8.js',
      imports: ['_format.js', 'index.html'],
    };
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const id = '0b8e3c1a-5d2f-4a6b-9c7d-1e2f3a4b5c6d';
    expect(pagePreloadsOf(directory)(`/payment/${id}`)?.split(', ')).toEqual([
      '</assets/format-b2.js>; rel=modulepreload',
      '</assets/invoice-pay-page-g7.js>; rel=modulepreload',
      `</api/v2/invoices/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
    expect(pagePreloadsOf(directory)(`/invoice/${id}`)?.split(', ')).toEqual([
      '</assets/format-b2.js>; rel=modulepreload',
      '</assets/index-a1.js>; rel=modulepreload',
      '</assets/public-invoice-page-h8.js>; rel=modulepreload',
    ]);
    expect(pagePreloadsOf(directory)('/payment/not-an-id')).toBeUndefined();
  });

  it('starts the member’s statement and its figures with the page', () => {
    const directory = builtApp();
    const manifest = JSON.parse(readFileSync(path.join(directory, '.vite', 'manifest.json'), 'utf8'));
    manifest['src/features/portal/pages/member-statement-page.tsx'] = {
      file: 'assets/member-statement-page-j9.js',
      imports: ['_format.js'],
    };
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const token = 'Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx';
    expect(pagePreloadsOf(directory)(`/m/${token}/statement`)?.split(', ')).toEqual([
      '</assets/format-b2.js>; rel=modulepreload',
      '</assets/member-statement-page-j9.js>; rel=modulepreload',
      `</api/v2/statements/${token}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
  });

  it('starts a signed-in owner’s dashboard: its providers’, frame’s and page’s code, once each, and no figures', () => {
    const directory = builtApp();
    const manifest = JSON.parse(readFileSync(path.join(directory, '.vite', 'manifest.json'), 'utf8'));
    manifest['_shell.js'] = { file: 'assets/shell-k1.js', imports: ['index.html'] };
    manifest['src/app/providers.tsx'] = { file: 'assets/providers-m2.js', imports: ['_shell.js'] };
    manifest['src/app/layout/app-layout.tsx'] = {
      file: 'assets/app-layout-n3.js',
      imports: ['_shell.js', '_format.js'],
      css: ['assets/app-layout-p4.css'],
    };
    manifest['src/features/dashboard/pages/dashboard-page.tsx'] = {
      file: 'assets/dashboard-page-q5.js',
      imports: ['_format.js', '_shell.js'],
    };
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const expected = [
      '</assets/index-a1.js>; rel=modulepreload',
      '</assets/shell-k1.js>; rel=modulepreload',
      '</assets/providers-m2.js>; rel=modulepreload',
      '</assets/format-b2.js>; rel=modulepreload',
      '</assets/app-layout-n3.js>; rel=modulepreload',
      '</assets/dashboard-page-q5.js>; rel=modulepreload',
      '</assets/app-layout-p4.css>; rel=preload; as=style',
    ];
    expect(pagePreloadsOf(directory)('/dashboard')?.split(', ')).toEqual(expected);
    expect(pagePreloadsOf(directory)('/dashboard/?from=login')?.split(', ')).toEqual(expected);
  });

  it('leaves out the stylesheets of index.html’s own chunks, which the build writes into the page', () => {
    const directory = builtApp();
    const manifest = JSON.parse(readFileSync(path.join(directory, '.vite', 'manifest.json'), 'utf8'));
    manifest['index.html'].imports = ['_start.js'];
    manifest['_start.js'] = { file: 'assets/start-e5.js', css: ['assets/start-f6.css'] };
    manifest['src/features/portal/pages/member-portal-page.tsx'].imports.push('_start.js');
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const token = 'Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx';
    const links = pagePreloadsOf(directory)(`/m/${token}`)?.split(', ') ?? [];
    expect(links).toContain('</assets/member-portal-page-d4.css>; rel=preload; as=style');
    expect(links).toContain('</assets/start-e5.js>; rel=modulepreload');
    expect(links.filter((link) => link.includes('.css'))).toEqual([
      '</assets/member-portal-page-d4.css>; rel=preload; as=style',
    ]);
  });

  it('leaves out, for a member page, the stylesheets of the member pages’ own page, and for the dashboard those of the app’s', () => {
    const directory = builtApp();
    const manifest = JSON.parse(readFileSync(path.join(directory, '.vite', 'manifest.json'), 'utf8'));
    manifest['index.html'].css = ['assets/index-r6.css'];
    manifest['member.html'] = { file: 'assets/member-s7.js', isEntry: true, imports: ['_start.js'] };
    manifest['_start.js'] = { file: 'assets/start-e5.js', css: ['assets/start-f6.css'] };
    manifest['src/features/portal/pages/member-portal-page.tsx'].imports = ['_start.js', '_format.js'];
    manifest['src/features/portal/pages/member-portal-page.tsx'].css.push('assets/index-r6.css');
    manifest['src/features/dashboard/pages/dashboard-page.tsx'] = {
      file: 'assets/dashboard-page-q5.js',
      imports: ['_start.js'],
      css: ['assets/index-r6.css'],
    };
    writeFileSync(path.join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloadsOf = pagePreloadsOf(directory);
    const styles = (url: string) =>
      (preloadsOf(url)?.split(', ') ?? []).filter((link) => link.includes('.css'));
    expect(styles('/m/Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx')).toEqual([
      '</assets/member-portal-page-d4.css>; rel=preload; as=style',
      '</assets/index-r6.css>; rel=preload; as=style',
    ]);
    expect(styles('/dashboard')).toEqual(['</assets/start-f6.css>; rel=preload; as=style']);
  });

  it('adds nothing without a build', () => {
    expect(
      pagePreloadsOf(mkdtempSync(path.join(tmpdir(), 'bahi-nothing-')))(
        '/m/Ha-DQmFuWZkDkT9WsszkURwRW9YtM2gx',
      ),
    ).toBeUndefined();
  });
});
