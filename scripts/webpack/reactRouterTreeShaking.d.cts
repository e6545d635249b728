/** The webpack loader's transform (reactRouterTreeShaking.cjs), for its tests. */
export declare function shakeableReactRouter(source: string): string;
