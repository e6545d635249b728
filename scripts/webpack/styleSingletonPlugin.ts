import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Compiler } from 'webpack';

const REPLACEMENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'styleSingleton.ts');
const LIBRARY = /[\\/]node_modules[\\/]react-style-singleton[\\/]/;

/**
 * Builds react-style-singleton with ./styleSingleton.ts as its `singleton` module: styles added at run time by Radix's
 * dialogs go through CSSOM instead of a `<style>` element the Content-Security-Policy blocks. Fails the build if the
 * library is bundled but its module was not found to replace (a new layout of the package).
 */
export class StyleSingletonPlugin {
  apply(compiler: Compiler) {
    new webpack.NormalModuleReplacementPlugin(/^\.\/singleton(\.js)?$/, (resource) => {
      if (!LIBRARY.test(`${resource.context}${path.sep}`)) return;
      resource.request = REPLACEMENT;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('StyleSingletonPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('StyleSingletonPlugin', (modules) => {
        const files = [...modules].map((module) => module.nameForCondition() ?? '');
        if (files.some((file) => LIBRARY.test(file)) && !files.includes(REPLACEMENT)) {
          compilation.errors.push(
            new webpack.WebpackError('StyleSingletonPlugin: react-style-singleton is bundled with its own `singleton`'),
          );
        }
      });
    });
  }
}
