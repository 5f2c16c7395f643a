/** The engine's version, recorded in every trace; bumped with releases. */
export const ENGINE_VERSION = '0.1.0';
