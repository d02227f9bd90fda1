import { es } from './messages/es';
import { fi } from './messages/fi';
import { registerMessages } from './translate';

// The worker renders every language synchronously, so it registers them all at start-up.
registerMessages('fi', fi);
registerMessages('es', es);
