import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildSeed } from './mocks/seed';
import { computeBerlinOffsets } from './mocks/seed/berlinOffsets';
import { buildSeedTemplate } from './mocks/seed/template';
import { INTER_PRELOAD_FILE } from './scripts/lib/interFaces';
import { buildSitemap } from './scripts/lib/sitemap';
import { BROWSER_ALIASES, E_INVOICE_BROWSER_BUILD } from './scripts/webpack/browserAliases';
import { CompileHintsPlugin } from './scripts/webpack/compileHintsPlugin';
import { SecurityHeadersPlugin } from './scripts/webpack/securityHeadersPlugin';
import { StyleSingletonPlugin } from './scripts/webpack/styleSingletonPlugin';
import { prerenderSite } from './scripts/prerender/prerenderSite';
import { site } from './src/config/site';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The import aliases of tsconfig.json's `paths` (Jest and Storybook map the same two). */
const ALIASES = { '@': path.resolve(root, 'src'), '@shared': path.resolve(root, 'supabase/functions/_shared') };
/**
 * React Router's package exports name only its development build, whose dev warnings run in every hook; the
 * browser build takes the production build beside it (the same code with the warnings off).
 */
/**
 * React Router's package exports resolve to its development build under every condition (upstream issue
 * remix-run/react-router#14102: dev warnings on, larger): the production build takes its production files. The exact
 * version is pinned and the files are checked in tests/app/startup/libraryAssumptions.test.ts.
 */
const PRODUCTION_ALIASES = {
  'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
};
const isAliased = (request: string) =>
  Object.keys(ALIASES).some((alias) => request === alias || request.startsWith(`${alias}/`));

/**
 * The chunks and chunk groups a page runs as it starts, besides the entry: the page, the home page's sections, the
 * data layer, the store (redux-saga and the sagas), the Supabase client, the cart's storage, and in the demo the mock backend and
 * the footer's demo controls. Their scripts are compiled as they load (CompileHintsPlugin): compiled function by
 * function on first call, the start's main-thread script time was a fifth longer.
 */
const PAGE_START_CHUNKS = /^(page-.+|home-sections|data-layer|store|supabase|cart-storage|demo-mock|demo-controls)$/;

interface BuildEnv {
  /** Output directory relative to the project (the size check builds live mode into its own folder). */
  outDir?: string;
}

/**
 * Writes `asset-manifest.json`: the files of the entry and of each named async chunk group, and of each named chunk
 * (read by `.size-limit.cjs`).
 */
class AssetManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          const chunks: Record<string, string[]> = {};
          for (const [name, chunk] of compilation.namedChunks) {
            chunks[name] = [...chunk.files].filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(
            'asset-manifest.json',
            new webpack.sources.RawSource(JSON.stringify({ chunkGroups: groups, chunks }, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Preloads Inter's latin file in the page's head (scripts/lib/interFaces.ts): with `font-display: optional` the font is
 * used only if it is there for the first layout, so it is fetched with the page rather than found in the stylesheet.
 */
class PreloadFontPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFontPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFontPlugin', (groups) => {
        const file = Object.keys(compilation.assets).find(
          (name) => name.startsWith(`fonts/${INTER_PRELOAD_FILE}.`) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`PreloadFontPlugin: no fonts/${INTER_PRELOAD_FILE}.*.woff2 in the build`);
        const attributes = { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: true };
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        return groups;
      });
    });
  }
}

/** Emits `sitemap.xml` from the route table and the demo data (docs/quality.md, robots.txt points at it). */
class SitemapPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SitemapPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const today = new Date();
          const xml = buildSitemap(buildSeed(today), site.origin, today);
          compilation.emitAsset('sitemap.xml', new webpack.sources.RawSource(xml));
        },
      );
    });
  }
}

/**
 * Runs after the prerenderer's bundle is emitted (the client build is complete by then): writes the public routes'
 * static HTML into the client build.
 */
class PrerenderPlugin {
  constructor(private readonly options: Omit<Parameters<typeof prerenderSite>[0], 'serverBundle' | 'log'>) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const logger = compilation.getLogger('PrerenderPlugin');
      await prerenderSite({
        ...this.options,
        serverBundle: path.join(compilation.outputOptions.path ?? '', 'prerender.cjs'),
        log: (message) => logger.info(message),
      });
    });
  }
}

/** swc for TypeScript and JSX, shared by the browser and the prerender builds. */
function scriptRule(isProduction: boolean): webpack.RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2022',
        },
      },
    },
  };
}

/** CSS modules get the same class names in both builds (same ident pattern, same files). */
function cssModules(isProduction: boolean) {
  return {
    auto: /\.module\.css$/,
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    localIdentName: isProduction ? '[hash:base64:7]' : '[name]__[local]',
  };
}

/**
 * The prerenderer: the app bundled for Node, run right after the browser build. Packages stay in node_modules
 * (required at run time); the app's own code, CSS class names and asset URLs are compiled like the browser build's.
 */
function prerenderConfig(options: {
  mode: Configuration['mode'];
  outDir: string;
  demoMode: boolean;
  supabaseUrl: string;
  supabaseAnonKey: string;
  defines: Record<string, string>;
}): Configuration {
  const isProduction = options.mode === 'production';
  return {
    name: 'prerender',
    dependencies: ['client'],
    mode: options.mode,
    context: root,
    target: 'node20',
    entry: { prerender: './scripts/prerender/serverEntry.ts' },
    output: {
      path: path.join(root, 'node_modules/.cache/prerender', path.basename(options.outDir)),
      publicPath: '/',
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: ALIASES,
    },
    externalsPresets: { node: true },
    // Bare package imports are required from node_modules at run time, except stylesheets (bundled for class names).
    externals: [
      ({ request }, callback) => {
        if (request && !/^[./]/.test(request) && !isAliased(request) && !request.endsWith('.css'))
          return callback(undefined, `commonjs ${request}`);
        callback();
      },
    ],
    module: {
      rules: [
        scriptRule(isProduction),
        {
          test: /\.css$/,
          use: [
            { loader: 'css-loader', options: { modules: { ...cssModules(isProduction), exportOnlyLocals: true } } },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(woff2?|ttf|otf)$/i,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]', emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ ...options.defines, __PRERENDER__: 'true' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPlugin({
        outDir: options.outDir,
        demoMode: options.demoMode,
        supabaseUrl: options.supabaseUrl,
        supabaseAnonKey: options.supabaseAnonKey,
      }),
      // After the prerender: the Content-Security-Policy lists the hashes of the pages' inline elements.
      new SecurityHeadersPlugin({
        outDir: options.outDir,
        demoMode: options.demoMode,
        supabaseUrl: options.supabaseUrl,
        analyticsScriptUrl: process.env.ANALYTICS_SCRIPT_URL?.trim() ?? '',
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Berlin's clock changes from the start of the year before last to the end of the fourth year from now. */
function berlinOffsetsAroundNow() {
  const year = new Date().getUTCFullYear();
  return computeBerlinOffsets(year - 2, year + 5);
}

export default (
  env: BuildEnv = {},
  argv: { mode?: Configuration['mode'] } = {},
): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  const supabaseUrl = process.env.SUPABASE_URL?.trim() ?? '';
  const supabaseAnonKey = process.env.SUPABASE_ANON_KEY?.trim() ?? '';
  const demoMode = !(supabaseUrl && supabaseAnonKey);
  const outDir = path.resolve(root, env.outDir ?? 'dist');
  const defines = {
    __DEMO_MODE__: JSON.stringify(demoMode),
    __SUPABASE_URL__: JSON.stringify(demoMode ? '' : supabaseUrl),
    // Demo builds (like Jest and Storybook) fall back to the mock's address in src/config/env.ts; live builds blank it.
    __DEMO_SUPABASE_URL__: demoMode ? 'undefined' : JSON.stringify(''),
    __SUPABASE_ANON_KEY__: JSON.stringify(demoMode ? '' : supabaseAnonKey),
    __ANALYTICS_SCRIPT_URL__: JSON.stringify(process.env.ANALYTICS_SCRIPT_URL?.trim() ?? ''),
    // The demo seed, built here once with its dates left open (mocks/seed/template.ts): the browser only fills them in.
    __DEMO_SEED_TEMPLATE__: demoMode ? JSON.stringify(buildSeedTemplate()) : 'undefined',
    // Berlin's clock changes from two years back to four years ahead (mocks/seed/berlinOffsets.ts): filling in the seed
    // then asks Intl nothing, whose first zoned formatter costs the browser a long task.
    __BERLIN_OFFSETS__: demoMode ? JSON.stringify(berlinOffsetsAroundNow()) : 'undefined',
  };

  const client: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'client',
    mode,
    context: root,
    // Evergreen browsers only: modern syntax keeps webpack's runtime and the minified code small.
    target: ['web', 'es2022'],
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      // Eight hex digits: the entry carries every chunk's hash (the runtime's chunk map), ten cost it 0.1 KB gzip more.
      filename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isProduction
        ? { ...ALIASES, ...BROWSER_ALIASES, ...PRODUCTION_ALIASES }
        : { ...ALIASES, ...BROWSER_ALIASES },
    },
    module: {
      noParse: (file: string) => file === E_INVOICE_BROWSER_BUILD,
      rules: [
        scriptRule(isProduction),
        {
          test: /\.css$/,
          use: [
            isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: cssModules(isProduction),
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/resource' },
        {
          test: /\.(woff2?|ttf|otf)$/i,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ ...defines, __PRERENDER__: 'false' }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: {
              ignore: ['**/index.html', ...(demoMode ? [] : ['**/mockServiceWorker.js'])],
            },
          },
        ],
      }),
      ...(isProduction
        ? [
            new MiniCssExtractPlugin({
              filename: 'css/[name].[contenthash:8].css',
              chunkFilename: 'css/[name].[contenthash:8].css',
            }),
            new CompileHintsPlugin((name) => PAGE_START_CHUNKS.test(name)),
          ]
        : []),
      new PreloadFontPlugin(),
      // Radix dialogs' run-time styles through CSSOM: the Content-Security-Policy blocks a `<style>` they would add.
      new StyleSingletonPlugin(),
      new AssetManifestPlugin(),
      new SitemapPlugin(),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // RTK Query, the app's one API and the module that composes the Supabase client: not in the entry (the first
          // paint reads no data), one chunk the store loads before the page renders (src/app/startApp.tsx), and a
          // budget of its own. (Left to splitChunks, the client module joined the form helpers in a chunk of their own
          // for checkout, settings and admin, which cost checkout 0.8 KB gzip.)
          dataLayer: {
            test: /[\\/](node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|src[\\/]lib[\\/]api[\\/]|src[\\/]lib[\\/]supabase[\\/]client\.ts$)/,
            name: 'data-layer',
            chunks: 'async',
            enforce: true,
          },
          // React DOM is a script of its own beside the entry: the browser evaluates each script in a task of its
          // own, so the entry's evaluation after the first paint is two shorter tasks instead of one long one.
          reactDom: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: 'initial',
            enforce: true,
          },
        },
      },
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } },
        }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: 8080,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      static: false,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
  // Production builds prerender the public pages; the dev server renders in the browser only.
  if (!isProduction) return client;
  return [client, prerenderConfig({ mode, outDir, demoMode, supabaseUrl, supabaseAnonKey, defines })];
};
