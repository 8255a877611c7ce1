/** Packages the server bundles leave to Node to load from node_modules. */
export declare const EXTERNAL: string[];
