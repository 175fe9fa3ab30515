export declare const SITE_SOURCES: string[];
export declare const SITE_BUILD: string;
export declare const PRERENDERED_DIR: string;
export declare function builtForOrigin(dir?: string): string | undefined;
export declare function siteBuildStale(options: {
  publicUrl: string;
  sources?: string[];
  build?: string;
  prerendered?: string;
}): string | undefined;
