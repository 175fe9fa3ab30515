export declare const SERVER_BUNDLE: string;
export declare const SERVER_BUNDLE_INPUTS: string;
export declare function changedSince(bundle?: string, inputs?: string): string | undefined;
