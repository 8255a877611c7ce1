/** The Chromium the tests, benchmarks and screenshots drive. */
export declare const CHROMIUM_PATH: string;
/** The flags that keep Chromium off the closed network and let it run in a container. */
export declare const CHROMIUM_FLAGS: string[];
