export declare const CHROMIUM_FLAGS: readonly string[];
export declare function findChromium(): string | undefined;
