/** Lets the browser run what waits (a paint, a tap) before the next piece of start-up work. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
