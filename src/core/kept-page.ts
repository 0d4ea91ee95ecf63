/**
 * How old prices a page came with may be before they are shown as of their time, not as live: a page the service
 * worker kept brings its last visit's. A minute, since a phone's clock may be a little off the server's.
 */
export const keptPageMs = 60_000;
