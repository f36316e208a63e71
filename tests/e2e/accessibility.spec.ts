import { defineAccessibilitySuite } from './accessibility-states.js';

// Issue 15: axe finds nothing on any page or state SPEC.md names, in either language, at
// desktop width (accessibility.mobile.spec.ts: at phone width, where the menu, the admin
// tables and the editor's bars take their narrow forms).
defineAccessibilitySuite('desktop');
