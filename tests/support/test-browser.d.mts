export declare const HEADLESS_SHELL: string;
export declare const HEADLESS_SHELL_PACKAGE: string;
export declare function testBrowser(): string | undefined;
