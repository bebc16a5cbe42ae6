import { userRoles } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { portalAreas } from './portal-areas';
import { portalScreens } from './portal-screens';

describe("the portals' screens", () => {
  it('are one per area of each portal, none missing and none without its area', () => {
    for (const role of userRoles) {
      expect(Object.keys(portalScreens[role]).sort(), role).toEqual(
        portalAreas[role].map((area) => area.slug).sort(),
      );
    }
  });
});
