import type { ProductDefinition, ProductPage, ProductRoom } from '@app/core/api/product-definition';

/** spec 2 section 2: "{Room} Room", plus " - {Page}" when the room has several pages. */
export function productPageTitle(
  room: Pick<ProductRoom, 'name' | 'pages'>,
  page: Pick<ProductPage, 'name'> | null,
): string {
  const roomTitle = `${room.name} Room`;
  return page && room.pages.length > 1 ? `${roomTitle} - ${page.name}` : roomTitle;
}

export type ProductLocation =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; room: ProductRoom; page: ProductPage | null; title: string }
  | { kind: 'empty' };

type ProductLocationParams = { room?: string | undefined; page?: string | undefined };

function roomPath(
  definition: ProductDefinition,
  room: ProductRoom,
  page: ProductPage | undefined,
  print: boolean,
): string {
  const segments = [definition.clientCode, room.clientCode];
  // A single-page room lives at /{product}/{room}; print routes always name the page.
  if (page && (print || room.pages.length > 1)) segments.push(page.clientCode);
  return `${print ? '/print' : ''}/${segments.join('/')}`;
}

/**
 * Maps /{product}[/{room}[/{page}]] onto the definition (spec 2 section 2). A missing or unknown
 * room goes to the first room; a missing or unknown page goes to the room's first page when the
 * room has several pages, and a single-page room is shown at /{product}/{room}. Redirects land
 * on the final address in one step.
 */
export function resolveProductLocation(
  definition: ProductDefinition,
  params: ProductLocationParams,
  { print = false }: { print?: boolean } = {},
): ProductLocation {
  const firstRoom = definition.rooms[0];
  if (!firstRoom) return { kind: 'empty' };

  const room = definition.rooms.find((candidate) => candidate.clientCode === params.room);
  if (!room)
    return { kind: 'redirect', to: roomPath(definition, firstRoom, firstRoom.pages[0], print) };

  const firstPage = room.pages[0];
  if (!firstPage) return { kind: 'page', room, page: null, title: productPageTitle(room, null) };

  const page = room.pages.find((candidate) => candidate.clientCode === params.page);
  if (page) return { kind: 'page', room, page, title: productPageTitle(room, page) };

  const singlePageRoomAtRoomPath = params.page === undefined && room.pages.length === 1 && !print;
  if (singlePageRoomAtRoomPath) {
    return { kind: 'page', room, page: firstPage, title: productPageTitle(room, firstPage) };
  }
  return { kind: 'redirect', to: roomPath(definition, room, firstPage, print) };
}
