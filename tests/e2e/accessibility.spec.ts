import { defineAccessibilitySuite } from './accessibility-states.js';

// Axe finds nothing on any page or state of the site, in either language, at desktop
// width (accessibility.mobile.spec.ts: at phone width, where the menu, the admin tables
// and the editor's bars take their narrow forms).
defineAccessibilitySuite('desktop');
