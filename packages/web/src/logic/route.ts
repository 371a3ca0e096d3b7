// The app's routes, parsed from the location (pure, for tests).

export type Route =
  | { name: 'lobby' }
  | { name: 'room'; roomId: string; spectate: boolean }
  | { name: 'replay'; gameId: string }
  | { name: 'notFound' };

export function parseRoute(pathname: string, search: string): Route {
  const room = /^\/room\/([^/]+)\/?$/.exec(pathname);
  if (room) {
    const spectate = new URLSearchParams(search).get('spectate');
    return {
      name: 'room',
      roomId: decodeURIComponent(room[1]),
      spectate: spectate === '1' || spectate === 'true',
    };
  }
  const replay = /^\/replay\/([^/]+)\/?$/.exec(pathname);
  if (replay) return { name: 'replay', gameId: decodeURIComponent(replay[1]) };
  if (pathname === '/' || pathname === '') return { name: 'lobby' };
  return { name: 'notFound' };
}
