/** The server's tiers, bottom-up (see .dependency-cruiser.mjs). */
export declare const SERVER_TIERS: ReadonlyArray<{ name: string; role: string; parts: readonly string[] }>;
declare const config: object;
export default config;
