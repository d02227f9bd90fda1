import { es } from './messages/es';
import { fi } from './messages/fi';
import { consentMessages } from './groups/consent';
import { contactMessages } from './groups/contact';
import { chromeMessages } from './groups/chrome';
import { errorMessages } from './groups/errors';
import { gameMessages } from './groups/game';
import { gameFactMessages } from './groups/game-facts';
import { infoMessages } from './groups/info';
import { labelMessages } from './groups/labels';
import { liveMessages } from './groups/live';
import { magazineMessages } from './groups/magazine';
import { menuMessages } from './groups/menu';
import { offlineMessages } from './groups/offline';
import { playerListMessages } from './groups/player-lists';
import { promotionMessages } from './groups/promotions';
import { searchMessages } from './groups/search';
import { registerGroup, registerMessages } from './translate';

// The worker renders every language synchronously, so it registers them all (and every group) at start-up.
registerMessages('fi', fi);
registerMessages('es', es);
for (const group of [consentMessages, contactMessages, chromeMessages, errorMessages, gameMessages, gameFactMessages, infoMessages, labelMessages, liveMessages, magazineMessages, menuMessages, offlineMessages, playerListMessages, promotionMessages, searchMessages]) registerGroup(group);
