export declare const SERVER_BUNDLE: string;
export declare const SERVER_BUNDLE_INPUTS: string;
