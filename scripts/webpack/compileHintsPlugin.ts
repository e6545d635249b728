import webpack, { type Chunk, type Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its functions compiled
 * as it loads, on a background thread, instead of each one on the main thread when it is first called. Other browsers
 * read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts the scripts that a page runs as it starts with `COMPILE_HINT`: the entry's, and those of the chunks and chunk
 * groups whose names `startsPage` accepts. Scripts loaded on demand (checkout, admin, the PDF library) stay lazy: most
 * of their functions never run, and compiling them would cost the phone for nothing.
 *
 * Runs after minification (which drops comments) and before the source maps are written, which then count the line.
 */
export class CompileHintsPlugin {
  constructor(private readonly startsPage: (name: string) => boolean) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.runsAtStart(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }

  private runsAtStart(chunk: Chunk): boolean {
    if (chunk.name && this.startsPage(chunk.name)) return true;
    for (const group of chunk.groupsIterable) {
      if (group.isInitial() || (group.name && this.startsPage(group.name))) return true;
    }
    return false;
  }
}
