import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFile, routeModules, routeStylesheets, RouteStyles, type BuildManifest } from './route-styles';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/site.css'],
    imports: ['_preload.js'],
    dynamicImports: ['_app.js'],
  },
  '_preload.js': { file: 'assets/preload.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_react.js', '_preload.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['index.html'] },
  'routes/book.$plan.tsx?tsr-split=component': {
    file: 'assets/book.js',
    css: ['assets/book.css'],
    imports: ['_shared.js', 'index.html'],
  },
  'routes/blog.$slug.tsx?tsr-split=component': { file: 'assets/article.js', imports: ['index.html'] },
  'routes/blog.$slug.tsx?tsr-split=notFoundComponent': { file: 'assets/article-404.js', css: ['assets/missing.css'] },
  'routes/book-zoom.tsx?tsr-split=component': { file: 'assets/zoom.js', css: ['assets/zoom.css'] },
  // A split screen other chunks import from: Vite keys it by its chunk's name.
  _router: {
    file: 'assets/router.js',
    dynamicImports: ['routes/book-zoom.tsx?tsr-split=component', '_admin-Abc123.js', '_index-Def456.js'],
  },
  '_admin-Abc123.js': {
    file: 'assets/admin-Abc123.js',
    name: 'admin',
    isDynamicEntry: true,
    css: ['assets/admin.css'],
    dynamicImports: ['features/admin/Tab.tsx'],
  },
  'features/admin/Tab.tsx': { file: 'assets/tab.js', isDynamicEntry: true, imports: ['_admin-Abc123.js'] },
  '_index-Def456.js': { file: 'assets/index-Def456.js', name: 'index', css: ['assets/not-a-route.css'] },
};

describe('routeFile', () => {
  it('names the file of every route the generator knows', () => {
    // routeTree.gen.ts pairs each route's import ('./routes/book.$plan') with its id ('/book/$plan').
    const tree = fs.readFileSync(path.resolve('src/client/routeTree.gen.ts'), 'utf8');
    const fileOf = new Map(
      [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map(([, name, file]) => [
        name!,
        file!,
      ]),
    );
    const routes = [...tree.matchAll(/(\w+) = (\w+)\.update\(\{\s*id: '([^']+)'/g)].map(([, , name, id]) => ({
      id: id!,
      file: fileOf.get(name!),
    }));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) expect(routeFile(route.id), route.id).toBe(route.file);
    expect(routeFile('__root__')).toBe('__root');
  });
});

describe('routeStylesheets', () => {
  it('collects the CSS of the routes’ split chunks and of the chunks they import', () => {
    expect(routeStylesheets(manifest, ['__root__', '/book/$plan'])).toEqual([
      'assets/book.css',
      'assets/shared.css',
      'assets/site.css',
    ]);
    expect(routeStylesheets(manifest, ['__root__', '/blog/$slug'])).toEqual(['assets/site.css', 'assets/missing.css']);
    expect(routeStylesheets(manifest, ['__root__', '/'])).toEqual([]);
  });

  it('finds a split screen that other chunks import from by its chunk name', () => {
    expect(routeStylesheets(manifest, ['__root__', '/admin'])).toEqual(['assets/admin.css']);
    // Only a dynamic entry is a route's screen: a shared chunk that happens to share a name is not.
    expect(routeStylesheets(manifest, ['__root__', '/'])).toEqual([]);
  });

  it('does not take one route’s styles for another whose file name starts the same', () => {
    expect(routeStylesheets(manifest, ['/book/$plan'])).not.toContain('assets/zoom.css');
  });
});

describe('routeModules', () => {
  it('names the app and the routes’ screens with the chunks they import, less what the page has already', () => {
    expect(routeModules(manifest, ['__root__', '/book/$plan'])).toEqual([
      'assets/app.js',
      'assets/react.js',
      'assets/book.js',
      'assets/shared.js',
    ]);
    // A route's not-found screen is loaded only when it shows.
    expect(routeModules(manifest, ['__root__', '/blog/$slug'])).toEqual([
      'assets/app.js',
      'assets/react.js',
      'assets/article.js',
    ]);
  });
});

describe('RouteStyles', () => {
  it('reads the CSS a page needs beyond the site stylesheet, once, and nothing without a manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-styles-'));
    try {
      expect(RouteStyles.load(dir)).toBeNull();
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const name of ['site', 'shared', 'book'])
        fs.writeFileSync(path.join(dir, 'assets', `${name}.css`), `.${name}{}`);
      const styles = RouteStyles.load(dir)!;
      expect(styles.cssFor(['__root__', '/book/$plan'])).toBe('.book{}\n.shared{}');
      fs.rmSync(path.join(dir, 'assets', 'book.css'));
      expect(styles.cssFor(['__root__', '/book/$plan'])).toBe('.book{}\n.shared{}');
      expect(styles.cssFor(['__root__', '/'])).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
