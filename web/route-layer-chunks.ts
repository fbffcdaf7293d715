import type { Plugin } from 'vite';

/** A layer of the route table: modules every page below it loads, whichever page that is. */
export type RouteLayer = { name: string; modules: string[] };

const FRAMEWORK = 'framework';
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * Chunks that follow the route table's layers. Left to itself the bundler cuts the packages a page
 * loads into a chunk per set of pages that share them (a hundred files for the dashboard), and gzip
 * then compresses each file alone. The packages every page below a layer loads are the same whichever
 * page it is, so each layer gets them in one chunk: those of the entry every page loads (React and
 * React DOM), then those of each layer in turn (React Router for the app's entry; MUI's core, React
 * Query and the header for every page under the providers route; the side navigation's for every
 * signed-in page). A page's own packages,
 * and the app's own modules, are still split as the bundler decides. A page outside a layer that
 * uses one of its packages loads the layer's chunk with it: the sign-in page's MUI Link brings the
 * side navigation's chunk, which the dashboard after it needs anyway.
 */
export function routeLayerChunks(entry: string, layers: RouteLayer[]) {
  const layerOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'bahi:route-layer-chunks',
    apply: 'build',
    buildEnd() {
      layerOf.clear();
      const reach = (from: string) => {
        if (!this.getModuleInfo(from)) throw new Error(`route-layer-chunks: no module ${from}`);
        const seen = new Set<string>();
        const pending = [from];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const placed = reach(entry);
      for (const id of placed) if (isPackage(id)) layerOf.set(id, FRAMEWORK);
      for (const layer of layers) {
        for (const module of layer.modules) {
          for (const id of reach(module)) {
            if (placed.has(id) || !isPackage(id)) continue;
            placed.add(id);
            layerOf.set(id, layer.name);
          }
        }
      }
    },
  };
  const names = [FRAMEWORK, ...layers.map((layer) => layer.name)];
  // Earlier layers first: a package that a captured module imports goes with it unless an earlier
  // layer already holds it (the entry's React above all).
  const groups = names.map((name, index) => ({
    name,
    test: (id: string) => layerOf.get(id) === name,
    priority: names.length - index,
  }));
  return { plugin, groups };
}
