/**
 * Fastify names every plugin it registers (its errors, its plugin tree). Without a display name it
 * looks for the plugin among the exports of every module in `require.cache`, twice per registration
 * (fastify/lib/plugin-utils.js, getPluginName): about 0.3 s of each app's start under Jest, where
 * `require.cache` is a proxy over the test file's module registry, and needless work in production.
 * `named` gives a plugin a display name (its function's name unless told), so that search never runs;
 * the name is also the one a reader of an error looks for.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Plugin = ((...args: never[]) => unknown) & { [DISPLAY_NAME]?: string };

export function named<P extends Plugin>(plugin: P, name = plugin.name): P {
  if (!plugin[DISPLAY_NAME] && name) plugin[DISPLAY_NAME] = name;
  return plugin;
}
