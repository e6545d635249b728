import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import type { RuleSetRule } from 'webpack';
import { BROWSER_ALIASES, E_INVOICE_BROWSER_BUILD } from '../scripts/webpack/browserAliases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** True for a webpack rule that handles plain `.css` files (Storybook's implicit CSS rule). */
function isCssRule(rule: unknown): boolean {
  return rule instanceof Object && 'test' in rule && rule.test instanceof RegExp && rule.test.test('x.css');
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // mockServiceWorker.js for msw-storybook-addon (Storybook never copies index.html from a static dir).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.resolve ??= {};
    webpackConfig.resolve.alias = {
      ...webpackConfig.resolve.alias,
      '@': path.resolve(root, 'src'),
      '@shared': path.resolve(root, 'supabase/functions/_shared'),
      ...BROWSER_ALIASES,
    };
    webpackConfig.module ??= {};
    webpackConfig.module.noParse = (file: string) => file === E_INVOICE_BROWSER_BUILD;
    // The same CSS handling as webpack.config.ts: `import styles from './X.module.css'` gives the class map
    // (css-loader 7 defaults to named exports, which would leave the default import undefined).
    const rules = (webpackConfig.module?.rules ?? []).filter((rule) => !isCssRule(rule));
    const cssRule: RuleSetRule = {
      test: /\.css$/,
      sideEffects: true,
      use: [
        'style-loader',
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: /\.module\.css$/,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: '[name]__[local]',
            },
          },
        },
      ],
    };
    webpackConfig.module = { ...webpackConfig.module, rules: [...rules, cssRule] };
    return webpackConfig;
  },
};

export default config;
