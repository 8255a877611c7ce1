import fs from 'node:fs';
import path from 'node:path';

/** What Vite's build manifest (dist/client/.vite/manifest.json) says of one chunk. */
interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The file under src/client/routes of a route id, by the flat naming the route generator uses:
 * '/book/$plan' is book.$plan.tsx, '/blog/' blog.index.tsx, '/' index.tsx, '__root__' __root.tsx.
 */
export function routeFile(routeId: string): string {
  if (routeId === '__root__') return '__root';
  const trimmed = routeId.replace(/^\//, '');
  return (trimmed === '' || trimmed.endsWith('/') ? `${trimmed}index` : trimmed).replaceAll('/', '.');
}

/**
 * A chunk's name as Rollup makes it from a file name (its default sanitizeFileName, less the
 * control characters, which no route file has).
 */
const chunkName = (file: string) => file.replace(/["#$%&*+,:;<=>?[\]^`{|}]/g, '_');

/**
 * The manifest's keys of a route's split chunks. The router plugin keys them
 * 'routes/<file>.tsx?tsr-split=component' (and notFoundComponent, errorComponent...). A split
 * screen whose own chunk other chunks import from (the wizard's later steps import step 1's
 * modules) loses that key: Vite names it '_<chunk name>-<hash>.js', found among the chunks the
 * route tree imports dynamically by the chunk name Rollup gives the route file.
 */
function routeChunkKeys(manifest: BuildManifest, file: string): string[] {
  const prefix = `routes/${file}.tsx?`;
  const keys = Object.keys(manifest);
  const splitScreens = new Set(
    keys
      .flatMap((key) => manifest[key]!.dynamicImports ?? [])
      .filter((key) => key.startsWith('_') && manifest[key]?.isDynamicEntry && manifest[key].name === chunkName(file)),
  );
  return keys.filter((key) => key.startsWith(prefix) || splitScreens.has(key));
}

/** What `pick` names in each of these chunks and every chunk they import, in the order met. */
function fromChunks(
  manifest: BuildManifest,
  keys: readonly string[],
  pick: (chunk: ManifestChunk) => readonly string[],
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    pick(chunk).forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The stylesheets the code-split screens of these routes load, with those of every chunk they
 * import, in the manifest's order.
 */
export function routeStylesheets(
  manifest: BuildManifest,
  routeIds: readonly string[],
  moreModules: readonly string[] = [],
): string[] {
  const keys = [...routeIds.flatMap((routeId) => routeChunkKeys(manifest, routeFile(routeId))), ...moreModules];
  return [...fromChunks(manifest, keys, (chunk) => chunk.css ?? [])];
}

/**
 * The scripts a page the browser renders runs before it shows anything: the app the entry imports
 * and the code-split screens of its routes, with every chunk they import. Named up front, they
 * download together instead of one import after another.
 */
export function routeModules(
  manifest: BuildManifest,
  routeIds: readonly string[],
  moreModules: readonly string[] = [],
): string[] {
  const keys = [
    ...(manifest['index.html']?.dynamicImports ?? []),
    ...routeIds.flatMap((routeId) =>
      routeChunkKeys(manifest, routeFile(routeId)).filter(
        (key) => !key.includes('?') || key.endsWith('?tsr-split=component'),
      ),
    ),
    ...moreModules,
  ];
  const files = fromChunks(manifest, keys, (chunk) => (chunk.file.endsWith('.js') ? [chunk.file] : []));
  // The entry and what it imports are in the page already.
  const entry = manifest['index.html'];
  [entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)].forEach(
    (file) => file && files.delete(file),
  );
  return [...files];
}

/**
 * The CSS text a rendered page needs beyond the site's stylesheet (already in every page), for
 * the routes it shows: a screen whose styles come with its code-split chunk would otherwise paint
 * unstyled and jump when they arrive. Read from disk once per set of routes.
 */
export class RouteStyles {
  private readonly cache = new Map<string, string>();

  private constructor(
    private readonly clientDir: string,
    private readonly manifest: BuildManifest,
    private readonly siteStylesheets: ReadonlySet<string>,
  ) {}

  /** Null when the build has no manifest (an older build): pages then get the site's stylesheet only. */
  static load(clientDir: string): RouteStyles | null {
    const file = path.join(clientDir, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) return null;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
    return new RouteStyles(clientDir, manifest, new Set(manifest['index.html']?.css ?? []));
  }

  /**
   * The paths of the scripts a page the browser renders needs first (routeModules). `moreModules`
   * are manifest keys of code it loads besides its routes' (a later step's screen).
   */
  modulesFor(routeIds: readonly string[], moreModules: readonly string[] = []): string[] {
    return routeModules(this.manifest, routeIds, moreModules).map((file) => `/${file}`);
  }

  cssFor(routeIds: readonly string[], moreModules: readonly string[] = []): string {
    const key = [...routeIds, ...moreModules].join('\n');
    let css = this.cache.get(key);
    if (css === undefined) {
      css = routeStylesheets(this.manifest, routeIds, moreModules)
        .filter((file) => !this.siteStylesheets.has(file))
        .map((file) => fs.readFileSync(path.join(this.clientDir, file), 'utf8'))
        .join('\n');
      this.cache.set(key, css);
    }
    return css;
  }
}
