/** Packages the server bundles leave to Node to load from node_modules. */
export declare const EXTERNAL: string[];
/** Packages the server bundle replaces with stand-ins that load them at their first call. */
export declare const LOADED_WHEN_CALLED: Record<string, { by: string; names?: string[] }>;
