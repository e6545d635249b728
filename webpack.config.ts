import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildSeed } from './mocks/seed';
import { buildSitemap } from './scripts/lib/sitemap';
import { site } from './src/config/site';

const root = path.dirname(fileURLToPath(import.meta.url));

interface BuildEnv {
  /** Output directory relative to the project (the size check builds live mode into its own folder). */
  outDir?: string;
}

/** Writes `asset-manifest.json`: the files of the entry and of each named async chunk (read by `.size-limit.cjs`). */
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
          compilation.emitAsset(
            'asset-manifest.json',
            new webpack.sources.RawSource(JSON.stringify({ chunkGroups: groups }, null, 2)),
          );
        },
      );
    });
  }
}

/** Emits `sitemap.xml` from the route table and the demo data (DESIGN.md §6, robots.txt points at it). */
class SitemapPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SitemapPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const today = new Date();
          const xml = buildSitemap(buildSeed(today), site.origin, today.toISOString().slice(0, 10));
          compilation.emitAsset('sitemap.xml', new webpack.sources.RawSource(xml));
        },
      );
    });
  }
}

export default (env: BuildEnv = {}, argv: { mode?: Configuration['mode'] } = {}): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  const supabaseUrl = process.env.SUPABASE_URL?.trim() ?? '';
  const supabaseAnonKey = process.env.SUPABASE_ANON_KEY?.trim() ?? '';
  const demoMode = !(supabaseUrl && supabaseAnonKey);
  const outDir = path.resolve(root, env.outDir ?? 'dist');

  return {
    mode,
    context: root,
    // Evergreen browsers only: modern syntax keeps webpack's runtime and the minified code small.
    target: ['web', 'es2022'],
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: isProduction ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.resolve(root, 'src') },
    },
    module: {
      rules: [
        {
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
        },
        {
          test: /\.css$/,
          use: [
            isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProduction ? '[hash:base64:7]' : '[name]__[local]',
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/resource' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __DEMO_MODE__: JSON.stringify(demoMode),
        __SUPABASE_URL__: JSON.stringify(demoMode ? '' : supabaseUrl),
        __SUPABASE_ANON_KEY__: JSON.stringify(demoMode ? '' : supabaseAnonKey),
        __ANALYTICS_SCRIPT_URL__: JSON.stringify(process.env.ANALYTICS_SCRIPT_URL?.trim() ?? ''),
      }),
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
      ...(isProduction ? [new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css', chunkFilename: 'css/[name].[contenthash:10].css' })] : []),
      new AssetManifestPlugin(),
      new SitemapPlugin(),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
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
};
